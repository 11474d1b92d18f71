import { readFileSync } from 'node:fs'
import type { Plugin } from 'vite'
import { rainbowKitLocale } from '../../src/features/wallet/rainbow/rainbowKitLocale.ts'

/** RainbowKit's catalog files the app can ask for ('es-419' -> 'es_419'). */
const usedCatalogs = new Set(Object.values(rainbowKitLocale).map((locale) => locale.replace('-', '_')))

/**
 * What replaces a lazily imported RainbowKit module the app can never load (its chain icons: every chain has its own
 * `iconUrl`; catalogs of unmapped languages), judged from its source's first lines; undefined keeps it.
 */
export function rainbowKitStub(head: string): string | undefined {
  if (/^\/\/ src\/components\/RainbowKitProvider\/chainIcons\//m.test(head)) return 'export default ""'
  const catalog = /^\/\/ src\/locales\/(\w+)\.json$/m.exec(head)?.[1]
  if (catalog !== undefined && !usedCatalogs.has(catalog)) return 'export default "{}"'
  return undefined
}

/** Leaves RainbowKit's never-loaded chain icons and catalogs out of the build's total size. */
export function trimRainbowKit(): Plugin {
  return {
    name: 'ucash-trim-rainbowkit',
    apply: 'build',
    load(id) {
      const file = id.split('?')[0] ?? id
      if (!file.includes('/@rainbow-me/rainbowkit/dist/')) return null
      return rainbowKitStub(readFileSync(file, 'utf8').slice(0, 300)) ?? null
    },
  }
}
