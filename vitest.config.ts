import babel from '@rolldown/plugin-babel'
import { lingui } from '@lingui/vite-plugin'
import { readFileSync, readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'
import { devnetManifestPlugin } from './scripts/lib/devnetManifest.ts'

const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) }

const unitInclude = ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'e2e/**/*.test.ts']
const unitExclude = ['src/**/*.devnet.test.ts']
/**
 * Unit test files that replace a module (`vi.mock` must be in place before the module is first imported) or hold
 * app-wide state (a zustand store, browser storage) run with their own module graph each ('unit-mocks'). Every other
 * file shares its worker's graph ('unit', no isolation), so React, wagmi and viem are imported once per worker, not
 * once per file.
 */
const mockingFiles = ['src', 'scripts', 'e2e']
  .flatMap((dir) => readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((file) => `${dir}/${file}`))
  .filter((file) => /\.test\.tsx?$/.test(file) && !file.endsWith('.devnet.test.ts'))
  .filter((file) => /\bvi\.mock\(|\buse[A-Z]\w*Store\b|\b(local|session)Storage\b/.test(readFileSync(file, 'utf8')))

/** No endpoint overrides in tests: the config's defaults (src/config/endpoints.ts). */
const NO_ENDPOINTS = JSON.stringify({ rpcUrls: [], tokenLists: [], ipfsGateways: [] })

/** The version and commit the header menu shows, fixed in tests. */
const BUILD_INFO = { __APP_VERSION__: JSON.stringify('0.1.0'), __COMMIT__: JSON.stringify('0123456789ab') }

const unitPlugins = () => [babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }), lingui(), devnetManifestPlugin()]
const unitTest = {
  // Plain Node for logic; component and hook tests (*.test.tsx) and the few .ts tests that need the DOM
  // (localStorage, the storage event) run in jsdom, declared per file with `// @vitest-environment jsdom`.
  // jsdom costs about a second per file, most of the unit run when every file paid it.
  environment: 'node' as const,
  // Threads on every core: the run is mostly module import and jsdom start-up, which forks repeat per process.
  pool: 'threads' as const,
  maxWorkers: '100%',
  setupFiles: ['src/test/setup.ts'],
}

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias },
        define: { __DEVNET__: 'false', __ENDPOINTS__: NO_ENDPOINTS, ...BUILD_INFO },
        // Lingui's macros (Trans, t, msg) compile as in the app; tests run in English (src/test/setup.ts). The lingui
        // plugin compiles a .po catalog on import, as in the app, for tests that switch language (activateLocale).
        plugins: unitPlugins(),
        test: {
          ...unitTest,
          name: 'unit',
          isolate: false,
          include: unitInclude,
          exclude: [...unitExclude, ...mockingFiles],
          benchmark: { include: ['src/**/*.bench.{ts,tsx}', 'devnet/**/*.bench.ts'] },
        },
      },
      {
        resolve: { alias },
        define: { __DEVNET__: 'false', __ENDPOINTS__: NO_ENDPOINTS, ...BUILD_INFO },
        plugins: unitPlugins(),
        test: {
          ...unitTest,
          name: 'unit-mocks',
          include: mockingFiles.length > 0 ? mockingFiles : ['no-mocking-test-files'],
        },
      },
      {
        // The devnet's own tests, and the app's chain reads tested against it (`src/**/*.devnet.test.ts`).
        resolve: { alias },
        define: { __DEVNET__: 'false', __ENDPOINTS__: NO_ENDPOINTS, ...BUILD_INFO },
        // App code under test may carry Lingui macros (error texts).
        plugins: [babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }), devnetManifestPlugin()],
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
