import babel from '@rolldown/plugin-babel'
import { lingui } from '@lingui/vite-plugin'
import tailwindcss from '@tailwindcss/vite'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { fileURLToPath } from 'node:url'
import { type HtmlTagDescriptor, type Plugin, type Rollup, defineConfig, loadEnv } from 'vite'
import { trimRainbowKit } from './scripts/lib/trimRainbowKit.ts'
import { contentSecurityPolicyPlugin, decimalEsmPlugin, zodJitlessPlugin } from './scripts/lib/cspPlugin.ts'
import { assetBase, assetHref } from './scripts/lib/staticBuild.ts'
import { dedupePackages } from './scripts/lib/dedupePackages.ts'
import { devnetManifestPlugin } from './scripts/lib/devnetManifest.ts'
import { precompressedPreview } from './scripts/lib/precompressedPreview.ts'
import { parseEndpoints } from './src/config/endpoints.ts'

/**
 * The landing page is the swap route, whose component (split out by the router) and the English catalog load only
 * once the entry has run: preload them with the entry, so they arrive in the same round trip instead of after it.
 */
function preloadLandingChunks(base: './' | '/'): Plugin {
  // The swap route's component, the English catalog, and the swap engine (not needed for the form to work, but for the
  // first quote: fetched beside the entry instead of after the route has rendered).
  const landing = [/src\/routes\/index\.tsx\?tsr-split=component$/, /locales\/en\.po$/, /src\/features\/swap\/SwapEngine\.tsx$/]
  return {
    name: 'ucash-preload-landing-chunks',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const bundle = context.bundle
        if (!bundle) return []
        const chunks = Object.values(bundle).filter((output): output is Rollup.OutputChunk => output.type === 'chunk')
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
        const entry = chunks.find((chunk) => chunk.isEntry)
        const preloaded = new Set([entry?.fileName, ...(entry?.imports ?? [])])
        const files = new Set<string>()
        const add = (file: string): void => {
          if (files.has(file) || preloaded.has(file)) return
          files.add(file)
          for (const child of byFile.get(file)?.imports ?? []) add(child)
        }
        for (const chunk of chunks) if (chunk.facadeModuleId && landing.some((pattern) => pattern.test(chunk.facadeModuleId ?? ''))) add(chunk.fileName)
        return [...files].map((file): HtmlTagDescriptor => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: assetHref(base, file) }, injectTo: 'head' }))
      },
    },
  }
}

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
  return {
    base,
    define: { __DEVNET__: JSON.stringify(devnet), __ENDPOINTS__: JSON.stringify(endpoints) },
    plugins: [
      // The Content-Security-Policy (docs/csp.md), and the two fixes that keep eval out of the emitted JavaScript.
      contentSecurityPolicyPlugin({ mode, devnet, listOrigins: viteEnv.VITE_CSP_LIST_ORIGINS, endpoints }),
      zodJitlessPlugin(),
      decimalEsmPlugin(),
      preloadLandingChunks(base),
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
      rolldownOptions: {
        // The chain read layer and what it stands on (viem, wagmi, Query, zod: a group takes a module's dependencies
        // with it), in one chunk. Every screen needs it from the start; left to itself, Rolldown splits what the swap
        // page shares with lazy screens into a chunk per sharing pattern: 16 more requests before the first quote, and
        // 5.6 kB more gzip (each small file compresses on its own).
        output: { codeSplitting: { groups: [{ name: 'chain', test: /\/src\/lib\/chain\/(useStaticRead|useBlockQuery|useBlockRead|readClient)\.ts$/ }] } },
      },
    },
  }
})
