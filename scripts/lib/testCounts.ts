/** Test counts for `npm test`'s closing line, from each step's Vitest or Playwright JSON report, read through zod. */
import { existsSync, readFileSync } from 'node:fs'
import { z } from 'zod'

export interface TestCounts {
  passed: number
  failed: number
  skipped: number
}

export type ReportKind = 'vitest' | 'playwright'

const count = z.number().int().nonnegative()

/** The totals of Vitest's JSON reporter (the Jest-compatible shape; the per-file results are not needed). */
const vitestReportSchema = z.object({
  numPassedTests: count,
  numFailedTests: count,
  numPendingTests: count,
  numTodoTests: count,
})

/** The totals of Playwright's JSON reporter (`flaky`: passed on a retry). */
const playwrightReportSchema = z.object({
  stats: z.object({ expected: count, unexpected: count, flaky: count, skipped: count }),
})

export function parseReport(kind: ReportKind, json: unknown): TestCounts {
  if (kind === 'vitest') {
    const report = vitestReportSchema.parse(json)
    return {
      passed: report.numPassedTests,
      failed: report.numFailedTests,
      skipped: report.numPendingTests + report.numTodoTests,
    }
  }
  const { stats } = playwrightReportSchema.parse(json)
  return { passed: stats.expected + stats.flaky, failed: stats.unexpected, skipped: stats.skipped }
}

/** A report file read through `parse`; undefined when missing, not JSON or refused (a cut file, the other runner's). */
export function readReportFile<T>(path: string, parse: (json: unknown) => T): T | undefined {
  if (!existsSync(path)) return undefined
  try {
    return parse(JSON.parse(readFileSync(path, 'utf8')))
  } catch {
    return undefined
  }
}

/** The counts in a report file; undefined when the runner wrote none or something else than a report. */
export function readReport(kind: ReportKind, path: string): TestCounts | undefined {
  return readReportFile(path, (json) => parseReport(kind, json))
}

export function sumCounts(counts: readonly (TestCounts | undefined)[]): TestCounts {
  return counts.reduce<TestCounts>(
    (sum, c) =>
      c ? { passed: sum.passed + c.passed, failed: sum.failed + c.failed, skipped: sum.skipped + c.skipped } : sum,
    { passed: 0, failed: 0, skipped: 0 },
  )
}

export interface StepResult {
  name: string
  /** Exit code. */
  code: number
  seconds: number
  /** For a test step, what its report counted (undefined when it wrote no readable report). */
  counts?: TestCounts | undefined
  /** The step runs tests (so it has counts when its runner got as far as reporting). */
  tests: boolean
}

/** The table line of a step: status, name, time and, for a test step, its counts. */
export function stepLine(step: StepResult): string {
  const status = step.code === 0 ? 'ok  ' : 'FAIL'
  const base = `${status} ${step.name.padEnd(12)} ${step.seconds.toFixed(1).padStart(6)} s`
  if (!step.tests) return base
  if (!step.counts) return `${base}   no test report`
  const { passed, failed, skipped } = step.counts
  return `${base}   ${passed} passed, ${failed} failed${skipped > 0 ? `, ${skipped} skipped` : ''}`
}

/**
 * The closing line: tests passed and failed over the steps, and after it any step that failed without a failing test
 * or did not run.
 */
export function closingLine(results: readonly StepResult[], notRun: number): string {
  const { passed, failed } = sumCounts(results.map((r) => r.counts))
  const notes: string[] = []
  const silentFailures = results.filter((r) => r.code !== 0 && !(r.counts && r.counts.failed > 0)).map((r) => r.name)
  if (silentFailures.length > 0) notes.push(`${silentFailures.join(', ')} failed`)
  if (notRun > 0) notes.push(`${notRun} step${notRun === 1 ? '' : 's'} not run`)
  return `${passed} passed, ${failed} failed${notes.length > 0 ? ` (${notes.join('; ')})` : ''}`
}
