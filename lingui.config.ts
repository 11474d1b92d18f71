import { defineConfig } from '@lingui/cli'

export default defineConfig({
  sourceLocale: 'en',
  // 'pseudo': Lingui's pseudo-locale, English accented as it compiles (never translated; development and devnet
  // builds only, `?lng=pseudo`), so a text that stays plain English was never extracted.
  locales: ['en', 'de', 'es', 'fr', 'it', 'pt-BR', 'ru', 'tr', 'ja', 'ko', 'zh-CN', 'zh-TW', 'ar', 'pseudo'],
  pseudoLocale: 'pseudo',
  fallbackLocales: { default: 'en' },
  catalogs: [
    { path: '<rootDir>/locales/{locale}', include: ['src'], exclude: ['**/*.test.*', 'src/routeTree.gen.ts'] },
  ],
})
