/**
 * The Safe web app, the only site the app may run framed in (src/lib/hosting reads it); the build's frame-ancestors
 * will name it once Safe is supported.
 */
export const SAFE_ORIGIN = 'https://app.safe.global'

/** Origins whose pages may frame the app without its sending being turned off. */
export const ALLOWED_FRAME_ANCESTORS: readonly string[] = [SAFE_ORIGIN]
