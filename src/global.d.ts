/** Build-time flag (vite.config.ts `define`): the devnet and its Local dev account are part of this build. */
declare const __DEVNET__: boolean
/** The build's endpoint overrides, checked by src/config/endpoints.ts as the build starts (vite.config.ts). */
declare const __ENDPOINTS__: import('./config/endpoints').Endpoints
/** package.json's version and the commit the build was made from (`git rev-parse --short=12 HEAD`, or 'unknown'). */
declare const __APP_VERSION__: string
declare const __COMMIT__: string
/** The devnet's manifest, parsed by its schema at build time, without private keys (scripts/lib/devnetManifest.ts). */
declare module 'virtual:devnet-manifest' {
  const manifest: import('../devnet/manifest').AppManifest
  export default manifest
}
