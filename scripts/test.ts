/**
 * `npm test`: every check, stopping at the first failing group: typecheck, lint, extract check and devnet tests; unit
 * beside the production and IPFS builds with their checks; then end-to-end. The closing line counts tests from the
 * runners' JSON reports.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ensureChromium, findChromium } from './lib/chromium.ts'
import { type ReportKind, type StepResult, closingLine, readReport, stepLine } from './lib/testCounts.ts'
import { type Failure, failureLines, readFailures } from './lib/testFailures.ts'
import { bin, run } from './run.ts'

/** A step's result with its failed tests (from its report). */
type StepOutcome = StepResult & { failures: Failure[] }

interface Step {
  name: string
  command: string
  args: string[]
  /** A test step: its runner's JSON report is read for the counts. */
  report?: ReportKind
}

const reports = mkdtempSync(join(tmpdir(), 'ucash-test-'))
const reportFile = (name: string): string => join(reports, `${name.replace(/\W+/g, '-')}.json`)
const vitest = (name: string, projects: string[]): Step => ({
  name,
  command: bin('vitest'),
  args: [
    'run',
    ...projects.flatMap((p) => ['--project', p]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${reportFile(name)}`,
  ],
  report: 'vitest',
})

/**
 * Groups run in turn, each after the previous passed; a group's lanes run at once, a lane's steps in turn. Lanes pair
 * work that waits (devnet tests on the node, builds) with single-threaded checks, to fill two cores.
 */
const groups: Step[][][] = [
  [
    [{ name: 'typecheck', command: bin('tsc'), args: ['--noEmit', '-p', 'tsconfig.json'] }],
    [
      { name: 'lint', command: bin('eslint'), args: ['.', '--max-warnings', '0'] },
      { name: 'format check', command: bin('prettier'), args: ['--check', '.', '--log-level', 'warn'] },
    ],
    [{ name: 'extract check', command: bin('tsx'), args: ['scripts/extract-check.ts'] }],
    [vitest('devnet', ['devnet'])],
  ],
  [
    [vitest('unit', ['unit', 'unit-mocks'])],
    [
      { name: 'bundle', command: bin('tsx'), args: ['scripts/bundle-report.ts'] },
      { name: 'build check', command: bin('tsx'), args: ['scripts/check-build.ts', 'dist'] },
    ],
    [
      { name: 'reproducible IPFS build', command: bin('tsx'), args: ['scripts/reproducible-build.ts', 'dist-ipfs'] },
      { name: 'IPFS build check', command: bin('tsx'), args: ['scripts/check-build.ts', 'dist-ipfs'] },
    ],
  ],
  // The html report as the config has it outside CI, never opened; the json one for the counts.
  [
    [
      {
        name: 'end-to-end',
        command: bin('playwright'),
        args: ['test', `--reporter=${process.env.CI ? 'list,json' : 'list,html,json'}`],
        report: 'playwright',
      },
    ],
  ],
]

/** Runs one step; the end-to-end step first makes sure there is a Chromium to run. */
async function runStep(step: Step): Promise<StepOutcome> {
  const started = Date.now()
  const env: NodeJS.ProcessEnv = { CI: process.env.CI ?? '' }
  if (step.report === 'playwright') {
    const browser = await ensureChromium(findChromium, async () => {
      console.log("No Chromium found: installing Playwright's (npx playwright install chromium)...")
      return (await run(bin('playwright'), ['install', 'chromium'])) === 0
    })
    if (!browser.ok) {
      console.error(browser.message)
      return { name: step.name, code: 1, seconds: (Date.now() - started) / 1000, tests: true, failures: [] }
    }
    console.log(`Chromium: ${browser.chromium.executablePath}`)
    Object.assign(env, { PLAYWRIGHT_JSON_OUTPUT_FILE: reportFile(step.name), PLAYWRIGHT_HTML_OPEN: 'never' })
  }
  const code = await run(step.command, step.args, env)
  return {
    name: step.name,
    code,
    seconds: (Date.now() - started) / 1000,
    tests: step.report !== undefined,
    counts: step.report ? readReport(step.report, reportFile(step.name)) : undefined,
    failures: step.report ? readFailures(step.report, reportFile(step.name)) : [],
  }
}

/** Runs a lane's steps in turn, stopping at the first failure. */
async function runLane(lane: Step[]): Promise<StepOutcome[]> {
  const outcomes: StepOutcome[] = []
  for (const step of lane) {
    const outcome = await runStep(step)
    outcomes.push(outcome)
    if (outcome.code !== 0) break
  }
  return outcomes
}

const results: StepOutcome[] = []
for (const group of groups) {
  console.log(`\n=== ${group.map((lane) => lane.map(({ name }) => name).join(' -> ')).join(' + ')} ===`)
  const outcomes = (await Promise.all(group.map(runLane))).flat()
  results.push(...outcomes)
  if (outcomes.some(({ code }) => code !== 0)) break
}
rmSync(reports, { recursive: true, force: true })

console.log('\n=== summary ===')
for (const result of results) console.log(stepLine(result))
// CI keeps the output's tail: what failed, again, where it is kept.
const failures = failureLines(results.flatMap((result) => result.failures))
if (failures.length > 0) console.log(['failed tests:', ...failures].join('\n'))
const notRun = groups.flat(2).length - results.length
if (notRun > 0) console.log(`${notRun} step(s) not run after the failure`)
const failed = results.some(({ code }) => code !== 0) || notRun > 0
console.log(closingLine(results, notRun))
process.exit(failed ? 1 : 0)
