import babel from '@rolldown/plugin-babel'
import { lingui } from '@lingui/vite-plugin'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) }

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias },
        define: { __DEVNET__: 'false' },
        // Lingui's macros (Trans, t, msg) compile as in the app; tests run in English (src/test/setup.ts). The lingui
        // plugin compiles a .po catalog on import, as in the app, for tests that switch language (activateLocale).
        plugins: [babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }), lingui()],
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: ['src/**/*.devnet.test.ts'],
          setupFiles: ['src/test/setup.ts'],
          benchmark: { include: ['src/**/*.bench.{ts,tsx}', 'devnet/**/*.bench.ts'] },
        },
      },
      {
        // The devnet's own tests, and the app's chain reads tested against it (`src/**/*.devnet.test.ts`).
        resolve: { alias },
        define: { __DEVNET__: 'false' },
        // App code under test may carry Lingui macros (error texts).
        plugins: [babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] })],
        test: {
          name: 'devnet',
          environment: 'node',
          include: ['devnet/**/*.test.ts', 'src/**/*.devnet.test.ts'],
          globalSetup: ['scripts/vitest-devnet-setup.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
})
