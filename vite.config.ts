import babel from '@rolldown/plugin-babel'
import { lingui } from '@lingui/vite-plugin'
import tailwindcss from '@tailwindcss/vite'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { fileURLToPath } from 'node:url'
import { defineConfig, loadEnv } from 'vite'
import { trimRainbowKit } from './scripts/lib/trimRainbowKit.ts'
import { contentSecurityPolicyPlugin, decimalEsmPlugin, zodJitlessPlugin } from './scripts/lib/cspPlugin.ts'
import { assetBase } from './scripts/lib/staticBuild.ts'
import { bootChunksPlugin, preloadDependencies } from './scripts/lib/bootChunks.ts'
import { dedupePackages } from './scripts/lib/dedupePackages.ts'
import { devnetManifestPlugin } from './scripts/lib/devnetManifest.ts'
import { precompressedPreview } from './scripts/lib/precompressedPreview.ts'
import { parseEndpoints } from './src/config/endpoints.ts'

/** The entry chunk's file (`output.entryFileNames`): it imports the app (src/app/start.tsx), whose big chunks it preloads itself. */
const ENTRY_FILE = /^assets\/entry-[\w-]+\.js$/
/** The module the entry imports to start the app (src/main.tsx). */
const APP_MODULE = /src\/app\/start\.tsx$/

export default defineConfig(({ mode }) => {
  // Devnet builds (npm start, preview:devnet) include the local chain; others leave it out entirely.
  const viteEnv = loadEnv(mode, process.cwd(), 'VITE_')
  const devnet = mode === 'devnet' || viteEnv.VITE_DEVNET === '1'
  // `--mode ipfs` (npm run build:ipfs): relative asset URLs, and routes in the hash (src/app/router.ts), so the build
  // works from any sub-path and from an IPFS gateway. Every other mode: served from the root, history routing.
  const base = assetBase(mode)
  // Where the app connects, from VITE_RPC_URLS, VITE_TOKEN_LISTS, VITE_IPFS_GATEWAYS and VITE_CLAIM_DATA_URL: checked here,
  // once (a bad value stops the build, naming the variable); the app gets the result.
  const endpoints = parseEndpoints(viteEnv)
  // The chunks loaded with the app, filled as each bundle is written (bootChunksPlugin): no dynamic import preloads them.
  const appChunks = new Set<string>()
  return {
    base,
    define: { __DEVNET__: JSON.stringify(devnet), __ENDPOINTS__: JSON.stringify(endpoints) },
    plugins: [
      // The Content-Security-Policy (docs/csp.md), and the two fixes that keep eval out of the emitted JavaScript.
      contentSecurityPolicyPlugin({ mode, devnet, listOrigins: viteEnv.VITE_CSP_LIST_ORIGINS, endpoints }),
      zodJitlessPlugin(),
      decimalEsmPlugin(),
      // The app's chunks, and the landing route's: the swap route's component, the English catalog, and the swap engine
      // (not needed for the form to work, but for the first quote), preloaded by the entry as it starts.
      bootChunksPlugin(base, APP_MODULE, [/src\/routes\/index\.tsx\?tsr-split=component$/, /locales\/en\.po$/, /src\/features\/swap\/SwapEngine\.tsx$/], appChunks),
      devnetManifestPlugin(),
      precompressedPreview(),
      trimRainbowKit(),
      dedupePackages(fileURLToPath(new URL('./node_modules', import.meta.url))),
      tanstackRouter({ target: 'react', autoCodeSplitting: true, routesDirectory: 'src/routes', generatedRouteTree: 'src/routeTree.gen.ts' }),
      react(),
      babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
      lingui(),
      tailwindcss(),
    ],
    resolve: {
      alias: [
        { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
        // The Uniswap SDKs' few uses of ethers v5, on viem (src/lib/sdk-shims: about 20 kB gzip off the swap page).
        ...['address', 'bignumber', 'solidity'].map((name) => ({
          find: new RegExp(`^@ethersproject/${name}$`),
          replacement: fileURLToPath(new URL(`./src/lib/sdk-shims/${name}.ts`, import.meta.url)),
        })),
      ],
    },
    server: { host: '127.0.0.1', port: 5173 },
    preview: { host: '127.0.0.1', port: 4173 },
    build: {
      sourcemap: true,
      manifest: true,
      // No <link rel=modulepreload> in index.html: in Lighthouse's headless Chromium they hold the first frame (the static
      // first screen) back until they have loaded (README, Performance). Nor before the entry's own imports: the entry
      // adds links for the few big chunks itself (bootChunksPlugin), and the browser fetches the small ones as it reads
      // their importers (a link each cost more main-thread time than the round trip it saves). Every other dynamic import
      // preloads what it needs. Every browser the build targets supports modulepreload: no polyfill.
      // Nor for the chunks loaded with the app, which every other dynamic import comes after (bootChunksPlugin fills the set).
      modulePreload: {
        polyfill: false,
        resolveDependencies: (_file, deps, { hostType, hostId }) => (hostType === 'html' || ENTRY_FILE.test(hostId) ? [] : preloadDependencies(deps, appChunks)),
      },
      rolldownOptions: {
        // The chain read layer and what it stands on (viem, wagmi, Query, zod: a group takes a module's dependencies
        // with it), in one chunk. Every screen needs it from the start; left to itself, Rolldown splits what the swap
        // page shares with lazy screens into a chunk per sharing pattern: 16 more requests before the first quote, and
        // 5.6 kB more gzip (each small file compresses on its own).
        // Vite's preload helper in a chunk of its own: the entry needs only it, not the chain chunk that would take it in.
        output: {
          entryFileNames: 'assets/entry-[hash].js',
          codeSplitting: {
            groups: [
              { name: 'preload-helper', test: /vite\/preload-helper/, priority: 2 },
              { name: 'chain', test: /\/src\/lib\/chain\/(useStaticRead|useBlockQuery|useBlockRead|readClient)\.ts$/ },
            ],
          },
        },
      },
    },
  }
})
