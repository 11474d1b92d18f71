/**
 * The Safe web app: the only site the app may run framed in (as a Safe app). The app's frame guard reads it
 * (src/lib/hosting); the build's headers will name it in frame-ancestors once Safe is supported.
 */
export const SAFE_ORIGIN = 'https://app.safe.global'

/** Origins whose pages may frame the app without its sending being turned off. */
export const ALLOWED_FRAME_ANCESTORS: readonly string[] = [SAFE_ORIGIN]
