/**
 * The IPFS build (issue 19, items 3-4; issue 39, items 1-2) through a local gateway: path form (connecting and sending
 * refused, a link to the subdomain form), subdomain form (hash routes, adding the devnet, a real swap) and framed
 * (sending off, framer named). Built in beforeAll, as the devnet's ports are baked in.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Frame, Page } from '@playwright/test'
import { type LocalGateway, serveGateway } from '../scripts/lib/staticServer.ts'
import { IPFS_DEVNET_MODE, devnetBuildEnv } from '../scripts/lib/staticBuild.ts'
import { bin, run } from '../scripts/run.ts'
import { chainTools } from './fixtures/chain'
import { e2eManifest } from './fixtures/devnet'
import { installInjectedWallet } from './fixtures/injectedWallet'
import { expect, test } from './fixtures/test'

const manifest = e2eManifest()
const chain = chainTools(manifest)
const me = manifest.accounts[6]!.address
/** A CIDv1 of the kind a pin returns (any path segment would do: the build only needs to be served below the root). */
const CID = 'bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi'
/** Another site on the same gateway: the page that frames the app. */
const HOSTILE_CID = 'bafkreigh2akiscaildcqabsyg3dfr6chu3fgpregiymsck7e7aqa4s52zy'
const OUT_DIR = 'dist-ipfs-devnet-e2e'
const RSK = 30

let gateway: LocalGateway | undefined
let hostileDir: string | undefined

test.beforeAll(async () => {
  test.setTimeout(180_000)
  const built = await run(
    bin('vite'),
    ['build', '--mode', IPFS_DEVNET_MODE, '--outDir', OUT_DIR, '--logLevel', 'error'],
    devnetBuildEnv(manifest),
  )
  expect(built, 'vite build --mode ipfs-devnet').toBe(0)
  hostileDir = mkdtempSync(join(tmpdir(), 'ucash-hostile-'))
  gateway = await serveGateway({ sites: { [CID]: OUT_DIR, [HOSTILE_CID]: hostileDir } })
  // The gateway reads files per request: the page can name the app's URL, port included, once it listens.
  writeFileSync(
    join(hostileDir, 'index.html'),
    `<!doctype html><html><head><meta charset="utf-8"><title>Free tokens</title></head><body><h1>Free tokens</h1><iframe title="UCASH Exchange" src="${framedAppUrl()}" style="width:1280px;height:900px;border:0"></iframe></body></html>`,
  )
})

test.afterAll(async () => {
  await gateway?.close()
  if (hostileDir) rmSync(hostileDir, { recursive: true, force: true })
})

/** The app as the hostile page frames it: the swap screen with DAI to buy. */
const framedAppUrl = (): string => `${gateway!.subdomainUrl(CID)}#/?outputCurrency=${chain.token('DAI')}`
const header = (page: Page) => page.getByRole('banner')
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name })

interface WalletRecord {
  requests: string[]
  sent: number
}
const walletRecord = (target: Page | Frame): Promise<WalletRecord> =>
  target.evaluate(() => {
    const wallet = (window as unknown as { __e2eWallet: WalletRecord }).__e2eWallet
    return { requests: [...wallet.requests], sent: wallet.sent }
  })

/** The wallet and wagmi remember the site (as after an earlier visit), in every frame, before the app's code runs. */
async function rememberConnection(page: Page): Promise<void> {
  await page.addInitScript(() => {
    sessionStorage.setItem('e2e-wallet-connected', '1')
    localStorage.setItem('wagmi.recentConnectorId', JSON.stringify('dev.ucash.e2e-wallet'))
  })
}

test('the subdomain form: hash deep links and reloads, the devnet added to the wallet, and a swap', async ({
  page,
}) => {
  const base = gateway!.subdomainUrl(CID)
  expect(base).toBe(`http://${CID}.ipfs.localhost:${new URL(base).port}/`)
  // Everything the page loads from the gateway must be there (a root-absolute URL would be a 404: outside the site).
  const missing: string[] = []
  page.on('response', (response) => {
    if (response.url().startsWith(new URL(base).origin) && response.status() >= 400)
      missing.push(`${response.status()} ${response.url()}`)
  })
  // A wallet the app has not met, on a network without the exchange, that does not know the devnet yet.
  await installInjectedWallet(page, { rpcUrl: manifest.rpcUrl, account: me, chainId: RSK })

  await test.step('a deep link and a reload land on their screen; the app links in the hash; no hosting notice', async () => {
    await page.goto(`${base}#/vote`)
    await expect(heading(page, 'Participating Proposals')).toBeVisible()
    await page.reload()
    await expect(heading(page, 'Participating Proposals')).toBeVisible()
    expect(page.url()).toBe(`${base}#/vote`)
    await expect(page.getByTestId('hosting-notice')).toHaveCount(0)
    const pool = header(page).getByRole('navigation').getByRole('link', { name: 'Pool' })
    await expect(pool).toHaveAttribute('href', '/#/pool')
    await pool.click()
    await expect(heading(page, 'Your liquidity')).toBeVisible()
    expect(page.url()).toBe(`${base}#/pool`)
    await page.goBack()
    await expect(heading(page, 'Participating Proposals')).toBeVisible()
  })

  await test.step('a wallet on another network, connecting, is asked to add the devnet (chain 0x7a69, its RPC URL)', async () => {
    // An old-style link: the route and its query in the hash.
    await page.goto(`${base}#/?outputCurrency=${chain.token('DAI')}`)
    await header(page).getByRole('button', { name: 'Connect Wallet' }).click()
    await page.getByRole('button', { name: /E2E Test Wallet/ }).click()
    // wagmi connects on the app's chain: wallet_switchEthereumChain, refused with 4902 (unknown chain), then
    // wallet_addEthereumChain, which the wallet accepts and switches.
    await expect(header(page).getByRole('button', { name: 'Select a network: UCASH Devnet' })).toBeVisible()
    const added = await page.evaluate(
      () => (window as unknown as { __e2eWallet: { added: unknown[] } }).__e2eWallet.added,
    )
    expect(added).toEqual([
      expect.objectContaining({
        chainId: '0x7a69',
        chainName: 'UCASH Devnet',
        rpcUrls: [manifest.rpcUrl],
        nativeCurrency: expect.objectContaining({ symbol: 'ETH', decimals: 18 }),
      }),
    ])
  })

  await test.step('ETH to DAI: the DAI arrives on chain', async () => {
    const from = page.getByRole('textbox', { name: /^From amount/ })
    await from.fill('1')
    await expect(page.getByRole('textbox', { name: /^To amount/ })).not.toHaveValue('')
    const before = await chain.balanceOf('DAI', me)
    await page
      .getByRole('main')
      .getByRole('button', { name: /^Exchange/ })
      .click()
    const dialog = page.getByRole('dialog', { name: 'Confirm Exchange' })
    await dialog.getByRole('button', { name: /^(Confirm Exchange|Exchange Anyway)$/ }).click()
    await expect(dialog.getByText('Transaction Submitted')).toBeVisible({ timeout: 15_000 })
    await expect.poll(() => chain.balanceOf('DAI', me)).toBeGreaterThan(before)
    expect(page.url()).toBe(`${base}#/?outputCurrency=${chain.token('DAI')}`)
  })

  expect(missing, 'requests the gateway could not answer').toEqual([])
})

test('the path form: no wallet connected or restored, nothing sent, and the notice links to the subdomain form', async ({
  page,
}, testInfo) => {
  const base = gateway!.pathUrl(CID)
  expect(base).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:\\d+/ipfs/${CID}/$`))
  const subdomain = gateway!.subdomainUrl(CID)
  // A wallet the site met before, on the devnet: anywhere else, wagmi would reconnect it as the app starts.
  await rememberConnection(page)
  await installInjectedWallet(page, { rpcUrl: manifest.rpcUrl, account: me, chainId: manifest.chainId })
  // An injected provider read through window.ethereum (what another site on the origin would wrap) is counted.
  await page.addInitScript(() => {
    const reads = { count: 0 }
    Object.assign(window, { __ethereumReads: reads })
    Object.defineProperty(window, 'ethereum', {
      configurable: true,
      get() {
        reads.count++
        return undefined
      },
    })
  })
  const ethereumReads = (): Promise<number> =>
    page.evaluate(() => (window as unknown as { __ethereumReads: { count: number } }).__ethereumReads.count)

  await test.step('the notice says why, and links to the same CID, query and route on the subdomain form', async () => {
    await page.goto(`${base}?lng=en#/vote`)
    const notice = page
      .getByRole('alert')
      .filter({ hasText: 'Connecting a wallet and sending are off at this address.' })
    await expect(notice).toBeVisible()
    await expect(notice).toContainText('The app is open through a path gateway.')
    await expect(notice).toContainText(`${new URL(base).origin}/ipfs/…`)
    const link = notice.getByRole('link')
    await expect(link).toHaveAttribute('href', `${subdomain}?lng=en#/vote`)
    await expect(link).toHaveText(`${subdomain}?lng=en#/vote`)
  })

  await test.step('the remembered wallet is not restored: the header offers Connect Wallet, the wallet was asked nothing', async () => {
    await expect(header(page).getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
    await expect(header(page).getByRole('button', { name: /^Select a network/ })).toHaveCount(0)
    expect(await walletRecord(page)).toEqual({ requests: [], sent: 0 })
    expect(await ethereumReads()).toBe(0)
  })

  await test.step("'Connect Wallet' opens no wallet picker: it brings up the notice; still no request reaches the wallet", async () => {
    const connect = header(page).getByRole('button', { name: 'Connect Wallet' })
    await expect(connect).toHaveAccessibleDescription(/Connecting a wallet and sending are off at this address\./)
    await connect.click()
    await expect(page.getByTestId('hosting-notice')).toBeFocused()
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(page.getByRole('button', { name: /E2E Test Wallet/ })).toHaveCount(0)
    expect(await walletRecord(page)).toEqual({ requests: [], sent: 0 })
    expect(await ethereumReads()).toBe(0)
  })

  await test.step('the swap form quotes, and its button says sending is off here', async () => {
    await page.goto(`${base}#/?outputCurrency=${chain.token('DAI')}`)
    await page.getByRole('textbox', { name: /^From amount/ }).fill('1')
    await expect(page.getByRole('textbox', { name: /^To amount/ })).not.toHaveValue('')
    const send = page.getByRole('main').getByRole('button', { name: 'Sending is off on this gateway' })
    await expect(send).toBeDisabled()
    await expect(page.getByRole('main').getByRole('button', { name: /^(Connect Wallet|Exchange)/ })).toHaveCount(0)
    const link = page.getByTestId('hosting-notice').getByRole('link')
    await expect(link).toHaveAttribute('href', `${subdomain}#/?outputCurrency=${chain.token('DAI')}`)
    await page.screenshot({ path: testInfo.outputPath('path-gateway-notice.png') })
    await testInfo.attach('path-gateway-notice', {
      path: testInfo.outputPath('path-gateway-notice.png'),
      contentType: 'image/png',
    })
    expect(await walletRecord(page)).toEqual({ requests: [], sent: 0 })
    expect(await ethereumReads()).toBe(0)
  })

  await test.step("the notice's link follows the route", async () => {
    await header(page).getByRole('navigation').getByRole('link', { name: 'Pool' }).click()
    await expect(heading(page, 'Your liquidity')).toBeVisible()
    await expect(page.getByTestId('hosting-notice').getByRole('link')).toHaveAttribute('href', `${subdomain}#/pool`)
  })
})

test('framed by another site on the gateway: the connected wallet cannot send, and the app says why', async ({
  page,
}) => {
  const hostile = gateway!.subdomainUrl(HOSTILE_CID)
  const app = framedAppUrl()
  // Connecting stays allowed in a frame: the wallet, remembered, comes back inside it.
  await rememberConnection(page)
  await installInjectedWallet(page, { rpcUrl: manifest.rpcUrl, account: me, chainId: manifest.chainId })
  await page.goto(hostile)
  await expect(page.getByRole('heading', { name: 'Free tokens' })).toBeVisible()
  const framed = page.frameLocator('iframe[title="UCASH Exchange"]')
  await expect(framed.getByRole('banner')).toBeVisible()
  const appFrame = page.frames().find((frame) => frame.url().startsWith(gateway!.subdomainUrl(CID)))
  expect(appFrame, 'the app in its frame').toBeDefined()

  await test.step('the notice names the framing site and offers the app in its own tab', async () => {
    const notice = framed.getByRole('alert').filter({ hasText: 'Sending is off while the app is inside another site.' })
    await expect(notice).toBeVisible()
    await expect(notice).toContainText(`The app is shown in a frame on ${new URL(hostile).origin}.`)
    // A long origin (a CID is 59 letters) wraps inside the notice instead of running out of it.
    expect(await notice.evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0)
    const own = notice.getByRole('link', { name: 'Open the app in its own tab' })
    await expect(own).toHaveAttribute('href', app)
    await expect(own).toHaveAttribute('target', '_blank')
  })

  await test.step('the wallet is connected, the form quotes, and its send button is disabled with the reason', async () => {
    await expect(
      framed.getByRole('banner').getByRole('button', { name: 'Select a network: UCASH Devnet' }),
    ).toBeVisible()
    await framed.getByRole('textbox', { name: /^From amount/ }).fill('1')
    await expect(framed.getByRole('textbox', { name: /^To amount/ })).not.toHaveValue('')
    const send = framed.getByRole('main').getByRole('button', { name: 'Sending is off in a frame' })
    await expect(send).toBeDisabled()
    await expect(framed.getByRole('main').getByRole('button', { name: /^Exchange/ })).toHaveCount(0)
    const record = await walletRecord(appFrame!)
    expect(record.sent).toBe(0)
    expect(record.requests).not.toContain('eth_sendTransaction')
    expect(record.requests).not.toContain('eth_signTypedData_v4')
  })
})
