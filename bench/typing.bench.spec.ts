import { expect, test } from '@playwright/test'
import { e2eManifest } from '../e2e/fixtures/devnet'
import { connectInjectedWallet } from '../e2e/fixtures/injectedWallet'
import { recordRow } from './lib/rows'
import { devnetToken, fromAmount, installQuoteWatcher, quoteLog, toAmount } from './lib/swapPage'

const manifest = e2eManifest()

/** What the issue's row asks the routing to search; the devnet has far fewer pairs (said in the rows' notes). */
const CANDIDATE_PAIRS_ASKED = 400

/**
 * Typing an amount while quotes route ETH to HOP over two hops must not block the main thread: each keystroke to the
 * frame that paints its quote, and the longest task while typing.
 */
test('typing an amount: keystroke-to-quote time and main-thread long tasks', async ({ page }) => {
  await installQuoteWatcher(page)
  await connectInjectedWallet(page, {
    rpcUrl: manifest.rpcUrl,
    account: manifest.accounts[0]!.address,
    chainId: manifest.chainId,
  })
  await page.goto(`/?outputCurrency=${devnetToken(manifest, 'HOP').address}`)
  await fromAmount(page).fill('1')
  await expect(toAmount(page)).not.toHaveValue('')
  await expect(page.getByTestId('swap-route')).toHaveText('ETH › DAI › HOP')
  await fromAmount(page).fill('')
  await expect(toAmount(page)).toHaveValue('')

  const latencies: number[] = []
  const longestPerRound: number[] = []
  let longTasks = 0
  for (let round = 0; round < 2; round++) {
    await page.evaluate(() => {
      const tasks: number[] = []
      Object.assign(window, { __longTasks: tasks })
      new PerformanceObserver((list) => list.getEntries().forEach((entry) => tasks.push(entry.duration))).observe({
        type: 'longtask',
        buffered: false,
      })
    })
    // Every amount differs from the one before, so every keystroke changes the quote.
    for (const text of ['1', '12', '12.3', '12.34', '123.4', '1234', '1', '0.5', '0.55', '7', '77', '777', '7.1']) {
      const before = await toAmount(page).inputValue()
      const { changes, inputs } = await quoteLog(page)
      await fromAmount(page).fill(text)
      await page.waitForFunction(
        ([count, old]) =>
          (window as unknown as { __benchQuote: { changes: { value: string }[] } }).__benchQuote.changes
            .slice(count)
            .some((c) => c.value !== '' && c.value !== old),
        [changes.length, before] as const,
      )
      const log = await quoteLog(page)
      const typedAt = log.inputs.slice(inputs.length).at(-1)
      const painted = log.changes.slice(changes.length).find((c) => c.value !== '' && c.value !== before)
      if (typedAt === undefined || !painted) throw new Error(`no input event or no quote for ${text}`)
      latencies.push(Math.round(painted.sinceNavigation - typedAt))
      // A typist's pace between keystrokes.
      await page.waitForTimeout(150)
    }
    const tasks = await page.evaluate(() => (window as unknown as { __longTasks: number[] }).__longTasks)
    longTasks += tasks.length
    longestPerRound.push(Math.round(Math.max(0, ...tasks)))
  }
  expect(latencies).toHaveLength(26)
  const pairs = `the devnet has ${manifest.pairs.length} pairs, not ${CANDIDATE_PAIRS_ASKED} candidate pairs: measured with what it has`
  recordRow({
    id: 'typing-keystroke-to-quote',
    what: 'Typed amount to quote on screen (ETH to HOP, two hops)',
    unit: 'ms',
    target: { max: 50 },
    stat: 'p95',
    samples: latencies,
    note: `input event to the frame painting the new quote, 26 amounts; ${pairs}`,
  })
  recordRow({
    id: 'typing-longest-task',
    what: 'Longest main-thread task while typing',
    unit: 'ms',
    target: { max: 50 },
    stat: 'max',
    samples: longestPerRound,
    note: `per round of 13 amounts; ${longTasks} long tasks (the observer reports only tasks over 50 ms; 0 = none); ${pairs}`,
  })
})
