import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) }

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias },
        define: { __DEVNET__: 'false' },
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          benchmark: { include: ['src/**/*.bench.ts', 'devnet/**/*.bench.ts'] },
        },
      },
      {
        test: {
          name: 'devnet',
          environment: 'node',
          include: ['devnet/**/*.test.ts'],
          globalSetup: ['scripts/vitest-devnet-setup.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
})
