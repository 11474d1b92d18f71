import { defineConfig } from '@playwright/test'
import base from './playwright.config'

/**
 * Browser benchmarks (`npm run bench`): the production build on the devnet, as the end-to-end suite runs it. No trace
 * or screenshots: recording them would cost the 2-core machine time inside the measurements.
 */
export default defineConfig({
  ...base,
  testDir: 'bench',
  testMatch: '*.bench.spec.ts',
  reporter: [['list']],
  use: { ...base.use, trace: 'off', screenshot: 'off', video: 'off' },
})
