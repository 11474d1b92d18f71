/**
 * The build's Content-Security-Policy (docs/csp.md) as a meta tag and `_headers`, from the origins the config names
 * (loaded through Vite, so it sees the build's mode and env), plus the two fixes that keep eval out. Dev runs without
 * it (HMR needs inline scripts).
 */
import { fileURLToPath } from 'node:url'
import { type Plugin, runnerImport } from 'vite'
import type { Endpoints } from '../../src/config/endpoints.ts'
import { type CspSources, contentSecurityPolicy, headersFile } from './csp.ts'
import { devnetManifestPlugin } from './devnetManifest.ts'

const root = fileURLToPath(new URL('../..', import.meta.url))

/** What index.html needs from the app's config: the policy's sources, and the origins to preconnect to. */
interface AppConnections {
  sources: CspSources
  preconnect: string[]
}

/** The app's connections for a build of `mode`, read from the app's config with the build's defines and environment. */
async function loadSources(
  mode: string,
  devnet: boolean,
  listOrigins: string | undefined,
  endpoints: Endpoints,
): Promise<AppConnections> {
  const { module } = await runnerImport<typeof import('./cspSources.ts')>('/scripts/lib/cspSources.ts', {
    root,
    mode,
    configFile: false,
    logLevel: 'error',
    define: { __DEVNET__: JSON.stringify(devnet), __ENDPOINTS__: JSON.stringify(endpoints) },
    resolve: { alias: { '@': fileURLToPath(new URL('../../src', import.meta.url)) } },
    plugins: [devnetManifestPlugin()],
  })
  return { sources: module.cspSources(listOrigins), preconnect: module.landingOrigins() }
}

const escapeAttribute = (value: string): string =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;')

/** A preconnect per origin, `crossorigin`: a cross-origin fetch() goes without credentials, on the anonymous socket. */
export const preconnectLinks = (origins: readonly string[]): string[] =>
  origins.map((origin) => `<link rel="preconnect" href="${escapeAttribute(origin)}" crossorigin />`)

/**
 * The policy as the head's first meta tag and as `_headers` (with frame-ancestors, which a meta tag cannot carry), then
 * preconnects to the origins a first visit reads from.
 */
export function contentSecurityPolicyPlugin(options: {
  mode: string
  devnet: boolean
  listOrigins: string | undefined
  endpoints: Endpoints
}): Plugin {
  let connections: Promise<AppConnections> | undefined
  const load = (): Promise<AppConnections> =>
    (connections ??= loadSources(options.mode, options.devnet, options.listOrigins, options.endpoints))
  return {
    name: 'ucash-content-security-policy',
    apply: 'build',
    async generateBundle() {
      this.emitFile({ type: 'asset', fileName: '_headers', source: headersFile((await load()).sources) })
    },
    // Right after the charset declaration (which must come within the page's first 1024 bytes), before anything the
    // policy governs.
    transformIndexHtml: async (html) => {
      const charset = /<meta charset="utf-8"\s*\/?>/i
      if (!charset.test(html))
        throw new Error('index.html: no <meta charset="UTF-8"> to put the Content-Security-Policy after')
      const { sources, preconnect } = await load()
      const tags = [
        `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(contentSecurityPolicy(sources, 'meta'))}" />`,
        ...preconnectLinks(preconnect),
      ]
      return html.replace(charset, (declaration) => [declaration, ...tags].join('\n    '))
    },
  }
}

/**
 * zod probes `Function('')` at its first object schema, which the policy reports even though zod catches it; setting
 * jitless in the entry is too late for other chunks, so zod's global config starts jitless. Fails if zod's code moved.
 */
export function zodJitlessPlugin(): Plugin {
  const initial = '(_a.__zod_globalConfig = {})'
  return {
    name: 'ucash-zod-jitless',
    transform: {
      filter: { id: /[\\/]zod[\\/]v4[\\/]core[\\/]core\.js$/ },
      handler(code, id) {
        if (!code.includes(initial))
          this.error(`${id}: zod's global config is no longer created as ${initial}; update zodJitlessPlugin`)
        return { code: code.replace(initial, '(_a.__zod_globalConfig = { jitless: true })'), map: null }
      },
    },
  }
}

/**
 * decimal.js-light's browser build finds the global object with `Function('return this')()`; its ES module build does
 * not. The Uniswap SDK imports it by bare name.
 */
export function decimalEsmPlugin(): Plugin {
  return {
    name: 'ucash-decimal-esm',
    // Before Vite's own resolver, which would pick the browser build.
    enforce: 'pre',
    async resolveId(source, importer) {
      if (source !== 'decimal.js-light') return null
      return this.resolve('decimal.js-light/decimal.mjs', importer, { skipSelf: true })
    },
  }
}
