/**
 * Lighthouse on the devnet build's swap page, mobile and desktop: score, total blocking time and CLS, median of three
 * fresh Chromium runs. Nothing leaves the machine: only localhost resolves.
 */
import { test } from '@playwright/test'
import { launch } from 'chrome-launcher'
import lighthouse, { desktopConfig } from 'lighthouse'
import base from '../playwright.config'
import { recordRow } from './lib/rows'

const RUNS = 3
const launchOptions = base.projects?.[0]?.use?.launchOptions
const chromeFlags = [
  ...(launchOptions?.args ?? []),
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
]

interface LighthouseRun {
  score: number
  tbt: number
  cls: number
  /** Requests to anything but this machine (they fail: the browser resolves no other host). */
  outside: string[]
}

async function runLighthouse(url: string, preset: 'mobile' | 'desktop'): Promise<LighthouseRun> {
  const chrome = await launch({ chromePath: launchOptions?.executablePath, chromeFlags })
  try {
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
      preset === 'desktop' ? desktopConfig : undefined,
    )
    if (!result) throw new Error('Lighthouse returned no result')
    const { lhr } = result
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
    const score = lhr.categories.performance?.score
    const tbt = lhr.audits['total-blocking-time']?.numericValue
    const cls = lhr.audits['cumulative-layout-shift']?.numericValue
    if (score === null || score === undefined || tbt === undefined || cls === undefined)
      throw new Error(`Lighthouse measured no score (${lhr.runWarnings.join('; ')})`)
    const details = lhr.audits['network-requests']?.details
    const urls =
      details?.type === 'table' ? details.items.flatMap((item) => (typeof item.url === 'string' ? [item.url] : [])) : []
    const outside = urls.filter((u) => !/^(https?:\/\/(127\.0\.0\.1|localhost)[:/]|data:|blob:)/.test(u))
    return { score: Math.round(score * 100), tbt: Math.round(tbt), cls: Math.round(cls * 1000) / 1000, outside }
  } finally {
    chrome.kill()
  }
}

for (const preset of ['mobile', 'desktop'] as const) {
  test(`Lighthouse, swap page, ${preset} preset`, async ({ baseURL }) => {
    test.setTimeout(RUNS * 120_000)
    if (!baseURL) throw new Error('no baseURL: run through playwright.bench.config.ts')
    const runs: LighthouseRun[] = []
    for (let run = 0; run < RUNS; run++) runs.push(await runLighthouse(`${baseURL}/`, preset))
    const outside = [...new Set(runs.flatMap((r) => r.outside))]
    const note = `Lighthouse ${preset} preset, performance category only, ${RUNS} runs${outside.length > 0 ? `; blocked requests off this machine: ${outside.join(', ')}` : ''}`
    recordRow({
      id: `lighthouse-${preset}-score`,
      what: `Lighthouse performance score, swap page, ${preset}`,
      unit: 'score',
      target: { min: preset === 'mobile' ? 90 : 98 },
      samples: runs.map((r) => r.score),
      note,
    })
    recordRow({
      id: `lighthouse-${preset}-tbt`,
      what: `Lighthouse total blocking time, swap page, ${preset}`,
      unit: 'ms',
      target: { max: 200 },
      samples: runs.map((r) => r.tbt),
    })
    recordRow({
      id: `lighthouse-${preset}-cls`,
      what: `Lighthouse cumulative layout shift, swap page, ${preset}`,
      unit: 'score',
      target: { max: 0.02 },
      samples: runs.map((r) => r.cls),
    })
  })
}
