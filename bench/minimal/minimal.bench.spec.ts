/**
 * The comparison row: the minimal app's JavaScript by the time Connect Wallet is clickable, measured as the swap
 * page's is (cold load, gzip level 9), with the exchange's wallet list and with getDefaultConfig. No target.
 */
import { type Browser, type Page, type Request, expect, test } from '@playwright/test'
import { type PreviewServer, build, preview } from 'vite'
import { freePort } from '../../scripts/ports.ts'
import { recordRow } from '../lib/rows'
import { scriptSizes } from '../lib/scripts'

const CONFIG = 'bench/minimal/vite.config.ts'
const RUNS = 3

let server: PreviewServer | undefined
let baseURL = ''

test.beforeAll(async () => {
  test.setTimeout(180_000)
  await build({ configFile: CONFIG, logLevel: 'warn' })
  const port = await freePort()
  server = await preview({
    configFile: CONFIG,
    logLevel: 'warn',
    preview: { host: '127.0.0.1', port, strictPort: true },
  })
  baseURL = `http://127.0.0.1:${port}`
})

test.afterAll(async () => {
  await server?.close()
})

async function disableHttpCache(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
}

interface ScriptLoad {
  /** kB gzip per run. */
  samples: number[]
  detail: string
}

/** Every script a cold load of `path` requested by the time the Connect Wallet button can be clicked, gzipped. */
async function scriptsBeforeInteractive(browser: Browser, path: string): Promise<ScriptLoad> {
  const samples: number[] = []
  let detail = ''
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext({ baseURL })
    try {
      const page = await context.newPage()
      await disableHttpCache(page)
      const scripts: Request[] = []
      page.on('request', (request) => {
        if (request.resourceType() === 'script' || /\.m?js(\?|$)/.test(new URL(request.url()).pathname))
          scripts.push(request)
      })
      await page.goto(path)
      await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeEnabled()
      const loaded = [...scripts]
      const sizes = await scriptSizes(loaded)
      samples.push(sizes.total)
      detail = sizes.detail
    } finally {
      await context.close()
    }
  }
  console.log(`minimal app ${path}: ${samples.join(', ')} kB gzip before interactive; ${detail}`)
  return { samples, detail }
}

const HOW =
  'same versions and Vite as the exchange, cold load with the HTTP cache off, every script response gzipped (level 9)'

test('minimal wagmi + RainbowKit app: JavaScript before it is interactive (gzip)', async ({ browser }) => {
  const minimal = await scriptsBeforeInteractive(browser, '/')
  recordRow({
    id: 'minimal-js-gzip',
    what: 'Minimal React + wagmi + RainbowKit app (one ConnectButton, injected wallet): JavaScript it requests before it is interactive (gzip)',
    unit: 'kB',
    target: {},
    samples: minimal.samples,
    note: `bench/minimal/index.html (connectorsForWallets with injectedWallet, the exchange's wallet list without WalletConnect; mainnet), ${HOW}: ${minimal.detail}`,
  })
  const quickStart = await scriptsBeforeInteractive(browser, '/default.html')
  recordRow({
    id: 'minimal-default-js-gzip',
    what: "Minimal React + wagmi + RainbowKit app with RainbowKit's default config (getDefaultConfig): JavaScript it requests before it is interactive (gzip)",
    unit: 'kB',
    target: {},
    samples: quickStart.samples,
    note: `bench/minimal/default.html (RainbowKit's quick start: getDefaultConfig and its default wallets, WalletConnect included; mainnet), ${HOW}: ${quickStart.detail}`,
  })
})
