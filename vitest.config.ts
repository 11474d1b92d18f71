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
          // Plain Node for logic; component and hook tests (*.test.tsx) and the few .ts tests that need the DOM
          // (localStorage, the storage event) run in jsdom, declared per file with `// @vitest-environment jsdom`.
          // jsdom costs about a second per file, most of the unit run when every file paid it.
          name: 'unit',
          environment: 'node',
          // Threads on every core: the run is mostly module import and jsdom start-up, which forks repeat per process.
          pool: 'threads',
          maxWorkers: '100%',
          include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
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
