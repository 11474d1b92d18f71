import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { type StepResult, closingLine, parseReport, readReport, stepLine, sumCounts } from './testCounts.ts'

// Reports written by the real runners (trimmed per-test details; the totals are as written): Vitest 4 on two unit
// files, and on a file with one passing, one failing, one skipped and one todo test; Playwright 1.65 on
// e2e/smoke.spec.ts, on a spec with one pass, one failure and one skip, and with a global setup that threw.
const fixture = (name: string): string => join(import.meta.dirname, 'fixtures', name)

describe('readReport', () => {
  it("counts Vitest's JSON report (skipped and todo as skipped)", () => {
    expect(readReport('vitest', fixture('vitest-passed.json'))).toEqual({ passed: 15, failed: 0, skipped: 0 })
    expect(readReport('vitest', fixture('vitest-failed.json'))).toEqual({ passed: 1, failed: 1, skipped: 2 })
  })

  it("counts Playwright's JSON report", () => {
    expect(readReport('playwright', fixture('playwright-passed.json'))).toEqual({ passed: 3, failed: 0, skipped: 0 })
    expect(readReport('playwright', fixture('playwright-failed.json'))).toEqual({ passed: 1, failed: 1, skipped: 1 })
    expect(readReport('playwright', fixture('playwright-setup-error.json'))).toEqual({
      passed: 0,
      failed: 0,
      skipped: 0,
    })
  })

  const dir = mkdtempSync(join(tmpdir(), 'test-counts-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('gives nothing for a missing file, a file that is not JSON, or the other runner’s report', () => {
    expect(readReport('vitest', join(dir, 'missing.json'))).toBeUndefined()
    writeFileSync(join(dir, 'cut.json'), '{"numPassedTests": 3, "numFail')
    expect(readReport('vitest', join(dir, 'cut.json'))).toBeUndefined()
    expect(readReport('playwright', fixture('vitest-passed.json'))).toBeUndefined()
    expect(readReport('vitest', fixture('playwright-passed.json'))).toBeUndefined()
  })

  it('refuses counts that are not non-negative integers', () => {
    expect(() => parseReport('playwright', { stats: { expected: -1, unexpected: 0, flaky: 0, skipped: 0 } })).toThrow()
    expect(() =>
      parseReport('vitest', { numPassedTests: '3', numFailedTests: 0, numPendingTests: 0, numTodoTests: 0 }),
    ).toThrow()
  })
})

const step = (name: string, code: number, counts?: StepResult['counts']): StepResult => ({
  name,
  code,
  seconds: 1.25,
  tests: counts !== undefined,
  counts,
})

describe('closingLine', () => {
  it('sums the tests of every test step, not the steps', () => {
    const results = [
      step('typecheck', 0),
      step('lint', 0),
      step('unit', 0, { passed: 800, failed: 0, skipped: 2 }),
      step('bundle', 0),
      step('devnet', 0, { passed: 40, failed: 0, skipped: 0 }),
      step('end-to-end', 0, { passed: 150, failed: 0, skipped: 1 }),
    ]
    expect(closingLine(results, 0)).toBe('990 passed, 0 failed')
    expect(sumCounts(results.map((r) => r.counts))).toEqual({ passed: 990, failed: 0, skipped: 3 })
  })

  it('counts failed tests, and says which steps failed without a failing test and how many did not run', () => {
    expect(closingLine([step('unit', 1, { passed: 798, failed: 2, skipped: 0 })], 3)).toBe(
      '798 passed, 2 failed (3 steps not run)',
    )
    expect(closingLine([step('typecheck', 0), step('lint', 1)], 5)).toBe(
      '0 passed, 0 failed (lint failed; 5 steps not run)',
    )
    const setupFailed = step('end-to-end', 1, { passed: 0, failed: 0, skipped: 0 })
    expect(closingLine([step('unit', 0, { passed: 10, failed: 0, skipped: 0 }), setupFailed], 0)).toBe(
      '10 passed, 0 failed (end-to-end failed)',
    )
  })
})

describe('stepLine', () => {
  it('shows status, time and, for a test step, its counts', () => {
    expect(stepLine(step('lint', 0))).toBe('ok   lint            1.3 s')
    expect(stepLine(step('unit', 1, { passed: 5, failed: 1, skipped: 2 }))).toBe(
      'FAIL unit            1.3 s   5 passed, 1 failed, 2 skipped',
    )
    expect(stepLine({ name: 'end-to-end', code: 1, seconds: 0.5, tests: true })).toBe(
      'FAIL end-to-end      0.5 s   no test report',
    )
  })
})
