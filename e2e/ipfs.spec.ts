/**
 * The static / IPFS build (issue 19, items 3 and 4): `vite build --mode ipfs-devnet` (`npm run build:ipfs`'s layout for the
 * suite's devnet), served from a sub-path the way a gateway serves `/ipfs/<cid>/` (scripts/lib/staticServer.ts: nothing
 * is answered outside that path, so a root-absolute URL left in the build fails here). One page for every check:
 * - routes live in the hash: a deep link and a reload land on their screen, the app's links are hash links;
 * - a newcomer's wallet on another network (RSK here), connecting, is asked to add the devnet (`wallet_addEthereumChain`
 *   with chain 0x7a69 and the devnet's RPC URL; the network menu's switch falls back the same way, networks.spec.ts);
 * - a swap from ETH goes through, on chain.
 * The build (about 20 s) runs once, in beforeAll: the devnet's ports are baked into it, so it cannot be prebuilt.
 */
import type { Page } from '@playwright/test'
import { type StaticServer, serveStatic } from '../scripts/lib/staticServer.ts'
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
const OUT_DIR = 'dist-ipfs-devnet'
const RSK = 30

let server: StaticServer | undefined

test.beforeAll(async () => {
  test.setTimeout(180_000)
  const built = await run(bin('vite'), ['build', '--mode', IPFS_DEVNET_MODE, '--outDir', OUT_DIR, '--logLevel', 'error'], devnetBuildEnv(manifest))
  expect(built, 'vite build --mode ipfs').toBe(0)
  server = await serveStatic({ root: OUT_DIR, prefix: `/ipfs/${CID}/` })
})

test.afterAll(async () => server?.close())

const header = (page: Page) => page.getByRole('banner')
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name })

test('served from /ipfs/<cid>/: hash deep links and reloads, the devnet added to the wallet, and a swap', async ({ page }) => {
  const base = server!.url
  expect(base).toMatch(new RegExp(`/ipfs/${CID}/$`))
  // Everything the page loads from the server must be there (a root-absolute URL would be a 404: outside the mount).
  const missing: string[] = []
  page.on('response', (response) => {
    if (response.url().startsWith(new URL(base).origin) && response.status() >= 400) missing.push(`${response.status()} ${response.url()}`)
  })
  // A wallet the app has not met, on a network without the exchange, that does not know the devnet yet.
  await installInjectedWallet(page, { rpcUrl: manifest.rpcUrl, account: me, chainId: RSK })

  await test.step('a deep link and a reload land on their screen; the app links in the hash', async () => {
    await page.goto(`${base}#/vote`)
    await expect(heading(page, 'Participating Proposals')).toBeVisible()
    await page.reload()
    await expect(heading(page, 'Participating Proposals')).toBeVisible()
    expect(page.url()).toBe(`${base}#/vote`)
    const pool = header(page).getByRole('navigation').getByRole('link', { name: 'Pool' })
    await expect(pool).toHaveAttribute('href', `${new URL(base).pathname}#/pool`)
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
    const added = await page.evaluate(() => (window as unknown as { __e2eWallet: { added: unknown[] } }).__e2eWallet.added)
    expect(added).toEqual([expect.objectContaining({ chainId: '0x7a69', chainName: 'UCASH Devnet', rpcUrls: [manifest.rpcUrl], nativeCurrency: expect.objectContaining({ symbol: 'ETH', decimals: 18 }) })])
  })

  await test.step('ETH to DAI: the DAI arrives on chain', async () => {
    const from = page.getByRole('textbox', { name: /^From amount/ })
    await from.fill('1')
    await expect(page.getByRole('textbox', { name: /^To amount/ })).not.toHaveValue('')
    const before = await chain.balanceOf('DAI', me)
    await page.getByRole('main').getByRole('button', { name: /^Exchange/ }).click()
    const dialog = page.getByRole('dialog', { name: 'Confirm Exchange' })
    await dialog.getByRole('button', { name: /^(Confirm Exchange|Exchange Anyway)$/ }).click()
    await expect(dialog.getByText('Transaction Submitted')).toBeVisible({ timeout: 15_000 })
    await expect.poll(() => chain.balanceOf('DAI', me)).toBeGreaterThan(before)
    expect(page.url()).toBe(`${base}#/?outputCurrency=${chain.token('DAI')}`)
  })

  expect(missing, 'requests the sub-path server could not answer').toEqual([])
})
