import babel from '@rolldown/plugin-babel'
import { lingui } from '@lingui/vite-plugin'
import tailwindcss from '@tailwindcss/vite'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { fileURLToPath } from 'node:url'
import { defineConfig, loadEnv } from 'vite'
import { trimRainbowKit } from './scripts/lib/trimRainbowKit.ts'
import { contentSecurityPolicyPlugin, decimalEsmPlugin, zodJitlessPlugin } from './scripts/lib/cspPlugin.ts'
import { assetBase, buildModeProblem, isDevnetMode } from './scripts/lib/staticBuild.ts'
import { commitOf, versionOf } from './scripts/lib/buildInfo.ts'
import { bootChunksPlugin, compileHintsPlugin, preloadDependencies } from './scripts/lib/bootChunks.ts'
import { dedupePackages } from './scripts/lib/dedupePackages.ts'
import { devnetManifestPlugin } from './scripts/lib/devnetManifest.ts'
import { type ModuleNames, modulePattern, namedModulesPlugin } from './scripts/lib/namedModules.ts'
import { precompressedPreview } from './scripts/lib/precompressedPreview.ts'
import { sdkCoreAddressesPlugin } from './scripts/lib/sdkCoreAddresses.ts'
import { parseEndpoints } from './src/config/endpoints.ts'

/** The entry chunk's file (`output.entryFileNames`): it imports the app (src/app/start.tsx), whose big chunks it preloads itself. */
const ENTRY_FILE = /^assets\/entry-[\w-]+\.js$/

/**
 * The modules the chunking below is decided by, by name (scripts/lib/namedModules.ts): the build stops when one is
 * missing from the disk or from the bundle, so a rename cannot silently change the chunks.
 */
const NAMED = {
  /** The module the entry imports to start the app (src/main.tsx). */
  app: { files: ['src/app/start.tsx'] },
  /** The landing route's modules: the swap route's component, the English catalog, a link's first reads, the engine. */
  landing: {
    files: [
      'src/routes/index.tsx?tsr-split=component',
      'locales/en.po',
      'src/features/swap/queries/firstSwapReads.ts',
      'src/features/swap/SwapEngine.tsx',
    ],
  },
  /** The Uniswap SDKs, their big-number libraries, and the app's modules the start reaches that call them (see `sdk` below). */
  sdk: {
    packages: [
      '@uniswap/sdk-core',
      '@uniswap/v2-sdk',
      'jsbi',
      'big.js',
      'decimal.js-light',
      'toformat',
      'tiny-invariant',
    ],
    folders: ['src/lib/sdk-shims'],
    files: [
      'src/entities/token/model/sdkCurrency.ts',
      'src/entities/balance/model/maxAmountSpend.ts',
      'src/entities/pair/model/pairResults.ts',
    ],
  },
  boot: { folders: ['src/app/boot'] },
  reactDom: { packages: ['react-dom', 'scheduler'] },
  chain: {
    files: ['src/lib/chain/staticQueryOptions.ts', 'src/lib/chain/useBlockQuery.ts', 'src/lib/chain/readClient.ts'],
  },
} satisfies Record<string, ModuleNames>

const APP_MODULE = modulePattern(NAMED.app)
const LANDING_MODULES = NAMED.landing.files.map((file) => modulePattern({ files: [file] }))

export default defineConfig(({ mode }) => {
  // Only the devnet's own modes (npm start, preview:devnet, preview:ipfs:devnet) include the local chain; a release
  // asked for the devnet by the environment stops here instead.
  const viteEnv = loadEnv(mode, process.cwd(), 'VITE_')
  const problem = buildModeProblem(mode, viteEnv)
  if (problem) throw new Error(problem)
  const devnet = isDevnetMode(mode)
  // `--mode ipfs` (npm run build:ipfs) and `ipfs-devnet`: relative asset URLs, and routes in the hash (src/app/router.ts), so the build
  // works from any sub-path and from an IPFS gateway. Every other mode: served from the root, history routing.
  const base = assetBase(mode)
  // Where the app connects, from VITE_RPC_URLS, VITE_TOKEN_LISTS, VITE_IPFS_GATEWAYS and VITE_CLAIM_DATA_URL: checked here,
  // once (a bad value stops the build, naming the variable); the app gets the result.
  const endpoints = parseEndpoints(viteEnv)
  // The chunks loaded with the app, filled as each bundle is written (bootChunksPlugin): no dynamic import preloads them.
  const appChunks = new Set<string>()
  return {
    base,
    define: {
      __DEVNET__: JSON.stringify(devnet),
      __ENDPOINTS__: JSON.stringify(endpoints),
      // Shown in the header menu: the same commit gives the same text, so the build stays reproducible.
      __APP_VERSION__: JSON.stringify(versionOf(process.cwd())),
      __COMMIT__: JSON.stringify(commitOf(process.cwd())),
    },
    plugins: [
      // The Content-Security-Policy (docs/csp.md), and the two fixes that keep eval out of the emitted JavaScript.
      contentSecurityPolicyPlugin({ mode, devnet, listOrigins: viteEnv.VITE_CSP_LIST_ORIGINS, endpoints }),
      zodJitlessPlugin(),
      decimalEsmPlugin(),
      // The app's chunks, and the landing route's: the swap route's component, the English catalog, and the swap engine
      // (not needed for the form to work, but for the first quote), preloaded by the entry as it starts.
      bootChunksPlugin(base, APP_MODULE, LANDING_MODULES, appChunks),
      // Those chunks compiled as they stream in, off the main thread (V8's explicit compile hint).
      compileHintsPlugin(APP_MODULE, LANDING_MODULES),
      namedModulesPlugin(fileURLToPath(new URL('.', import.meta.url)), NAMED),
      devnetManifestPlugin(),
      precompressedPreview(),
      trimRainbowKit(),
      dedupePackages(fileURLToPath(new URL('./node_modules', import.meta.url))),
      sdkCoreAddressesPlugin(),
      tanstackRouter({
        target: 'react',
        autoCodeSplitting: true,
        routesDirectory: 'src/routes',
        generatedRouteTree: 'src/routeTree.gen.ts',
      }),
      react(),
      babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
      lingui(),
      tailwindcss(),
    ],
    resolve: {
      alias: [
        { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
        // The Uniswap SDKs' few uses of ethers v5, on viem (src/lib/sdk-shims), so ethers stays out of the bundle.
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
      // No modulepreload links in index.html (headless Chromium holds the static first screen back until they load) nor
      // for the entry's imports (it preloads its big chunks itself; a link per small chunk costs more than the round
      // trip it saves). Other dynamic imports skip the chunks loaded with the app. Every target browser has
      // modulepreload: no polyfill.
      modulePreload: {
        polyfill: false,
        resolveDependencies: (_file, deps, { hostType, hostId }) =>
          hostType === 'html' || ENTRY_FILE.test(hostId) ? [] : preloadDependencies(deps, appChunks),
      },
      rolldownOptions: {
        // Code-splitting groups (a group takes its modules' static dependencies with it, unless told otherwise):
        // - preload helper and boot code (src/app/boot): small chunks of their own, as the entry needs only them.
        // - `chain`: the chain read layer and what it stands on (viem, wagmi, Query, zod), which every screen needs.
        // - `start`: the rest of the app's start in one chunk, so the browser requests it at once instead of finding
        //   the pieces it shares with lazy screens one round trip at a time.
        // - `sdk`: the Uniswap SDKs and the app's modules that call them, taken first without their dependencies so
        //   that `start` (which follows every re-export) leaves them out. A module that calls the SDKs and is reached
        //   from the start belongs in NAMED.sdk, or the size gate fails.
        // - `react-dom`: React's renderer, evaluated in a task of its own (src/main.tsx) to keep the start's task
        //   short.
        output: {
          entryFileNames: 'assets/entry-[hash].js',
          codeSplitting: {
            groups: [
              { name: 'preload-helper', test: /vite\/preload-helper/, priority: 2 },
              { name: 'boot', test: modulePattern(NAMED.boot), priority: 1 },
              { name: 'sdk', test: modulePattern(NAMED.sdk), priority: 1, includeDependenciesRecursively: false },
              { name: 'react-dom', test: modulePattern(NAMED.reactDom), priority: 1 },
              { name: 'chain', test: modulePattern(NAMED.chain) },
              { name: 'start', test: APP_MODULE },
            ],
          },
        },
      },
    },
  }
})
