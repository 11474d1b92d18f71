import { expect, test } from '@playwright/test'
import { e2eManifest } from '../e2e/fixtures/devnet'
import { connectInjectedWallet } from '../e2e/fixtures/injectedWallet'

const manifest = e2eManifest()

/**
 * Typing an amount on the swap screen while quotes are routed (ETH to HOP: a two-hop route over the devnet's
 * routing pairs) must never block the main thread: the longest task and the total blocking time (the part of each
 * long task over 50 ms) while typing, and the time from a keystroke to the quote on screen.
 */
test('typing an amount: main-thread long tasks and keystroke-to-quote time', async ({ page }) => {
  await connectInjectedWallet(page, { rpcUrl: manifest.rpcUrl, account: manifest.accounts[0]!.address, chainId: manifest.chainId })
  const hop = manifest.tokens.find((t) => t.symbol === 'HOP')!.address
  await page.goto(`/?outputCurrency=${hop}`)
  const input = page.getByRole('textbox', { name: /^From amount/ })
  const output = page.getByRole('textbox', { name: /^To amount/ })
  await input.fill('1')
  await expect(output).not.toHaveValue('')
  await input.fill('')
  await page.evaluate(() => {
    const tasks: number[] = []
    Object.assign(window, { __longTasks: tasks })
    new PerformanceObserver((list) => list.getEntries().forEach((entry) => tasks.push(entry.duration))).observe({ type: 'longtask', buffered: false })
  })

  const latencies: number[] = []
  // Every amount differs from the one before, so every keystroke changes the quote.
  for (const text of ['1', '12', '12.3', '12.34', '123.4', '1234', '1', '0.5', '0.55', '7', '77', '777', '7.1']) {
    const before = await output.inputValue()
    const started = Date.now()
    await input.fill(text)
    await expect(output).not.toHaveValue(before === '' ? /^$/ : before)
    latencies.push(Date.now() - started)
    await page.waitForTimeout(150)
  }
  const tasks = await page.evaluate(() => (window as unknown as { __longTasks: number[] }).__longTasks)
  const longest = Math.max(0, ...tasks)
  const blocking = tasks.reduce((sum, d) => sum + Math.max(0, d - 50), 0)
  const sorted = [...latencies].sort((a, b) => a - b)
  console.log(
    `typing benchmark: ${latencies.length} keystrokes; keystroke to quote median ${sorted[Math.floor(sorted.length / 2)]} ms, max ${sorted.at(-1)} ms; ` +
      `long tasks ${tasks.length}, longest ${longest.toFixed(0)} ms, total blocking time ${blocking.toFixed(0)} ms`,
  )
  expect(latencies).toHaveLength(13)
})
