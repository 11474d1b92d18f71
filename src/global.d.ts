/** Build-time flag (vite.config.ts `define`): the devnet and its Local dev account are part of this build. */
declare const __DEVNET__: boolean
