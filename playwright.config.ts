import { defineConfig, devices } from '@playwright/test'
import { findChromium } from './scripts/lib/chromium.ts'

// Debian's Chromium where it is installed, else Playwright's own (`npm test` installs that one when neither exists).
const chromium = findChromium()
const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

export default defineConfig({
  testDir: 'e2e',
  // Specs only: e2e/**/*.test.ts are Vitest unit tests of the fixtures' pure parts.
  testMatch: '**/*.spec.ts',
  globalSetup: './e2e/global-setup.ts',
  workers: 1,
  fullyParallel: false,
  retries: 0,
  forbidOnly: true,
  timeout: 60_000,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    // e2e/global-setup.ts serves the devnet build on a free port and sets E2E_BASE_URL before the workers start.
    baseURL: process.env.E2E_BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: chromium ? { executablePath: chromium.executablePath, args: chromiumArgs } : { args: chromiumArgs },
      },
    },
  ],
})
