/** Build-time flag (vite.config.ts `define`): the devnet and its Local dev account are part of this build. */
declare const __DEVNET__: boolean
/** The build's endpoint overrides, checked by src/config/endpoints.ts as the build starts (vite.config.ts). */
declare const __ENDPOINTS__: import('./config/endpoints').Endpoints
