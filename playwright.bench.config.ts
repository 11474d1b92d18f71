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
  // One worker, one lane: a benchmark measures the app with the machine to itself.
  workers: 1,
  projects: [{ name: 'chromium', use: base.projects?.[0]?.use }],
  // The global setup's lane 0 (the config is read again in the worker, after the global setup has set it).
  use: { ...base.use, baseURL: process.env.E2E_BASE_URL, trace: 'off', screenshot: 'off', video: 'off' },
})
