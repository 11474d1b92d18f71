import { defineConfig } from '@playwright/test'
import base from './playwright.config'

/** Browser benchmarks (`npm run bench`): the production build on the devnet, as the end-to-end suite runs it. */
export default defineConfig({
  ...base,
  testDir: 'bench',
  testMatch: '*.bench.spec.ts',
  reporter: [['list']],
})
