/** The `<meta>`s of index.html that list the app's chunks and the landing route's (written by `scripts/lib/bootChunks.ts`, read by `boot.ts`). */
export const APP_CHUNKS_META = 'ucash-app-chunks'
export const LANDING_CHUNKS_META = 'ucash-landing-chunks'
