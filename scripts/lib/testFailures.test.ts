import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { failureLines, gist, parseFailures, readFailures } from './testFailures.ts'

// The real runners' reports that testCounts.test.ts reads (see there).
const fixture = (name: string): string => join(import.meta.dirname, 'fixtures', name)

describe('readFailures', () => {
  it("names Playwright's failed test with the lines of its error before the code frame", () => {
    expect(readFailures('playwright', fixture('playwright-failed.json'))).toEqual([
      {
        test: 'a.spec.mjs › fails',
        message: ['Error: expect(received).toBe(expected) // Object.is equality', 'Expected: 2', 'Received: 1'],
      },
    ])
  })

  it("names Vitest's failed test with its file, without the stack", () => {
    const [failure, ...rest] = readFailures('vitest', fixture('vitest-failed.json'))
    expect(rest).toEqual([])
    expect(failure?.test).toMatch(/ › fails$/)
    expect(failure?.message).toEqual(['AssertionError: expected 1 to be 2 // Object.is equality'])
  })

  it('gives a global set-up that threw as a failure of the run', () => {
    expect(readFailures('playwright', fixture('playwright-setup-error.json'))).toEqual([
      { test: '(the run itself)', message: ['Error: devnet did not start'] },
    ])
  })

  const dir = mkdtempSync(join(tmpdir(), 'test-failures-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('gives none for passing runs, a missing file or a file that is not a report', () => {
    expect(readFailures('playwright', fixture('playwright-passed.json'))).toEqual([])
    expect(readFailures('vitest', fixture('vitest-passed.json'))).toEqual([])
    expect(readFailures('vitest', join(dir, 'missing.json'))).toEqual([])
    writeFileSync(join(dir, 'cut.json'), '{"testResults": [')
    expect(readFailures('vitest', join(dir, 'cut.json'))).toEqual([])
  })

  it('names a Playwright test by its project, its nested suites and its title', () => {
    const report = {
      suites: [
        {
          title: 'a11y.spec.ts',
          suites: [
            {
              title: 'axe',
              specs: [
                {
                  title: 'passes',
                  tests: [{ projectName: 'chromium', status: 'expected', results: [{ errors: [] }] }],
                },
                {
                  title: 'account 8',
                  tests: [
                    {
                      projectName: 'chromium',
                      status: 'unexpected',
                      results: [
                        {
                          errors: [
                            {
                              message:
                                'Error: serious or critical axe violations:\nclaim (dark, 375px): [serious] color-contrast',
                            },
                          ],
                        },
                      ],
                    },
                  ],
                },
              ],
            },
          ],
        },
      ],
    }
    expect(parseFailures('playwright', report)).toEqual([
      {
        test: '[chromium] › a11y.spec.ts › axe › account 8',
        message: ['Error: serious or critical axe violations:', 'claim (dark, 375px): [serious] color-contrast'],
      },
    ])
  })
})

describe('gist', () => {
  it('drops colour codes and blank lines, stops at the code frame or the stack, and shortens long lines', () => {
    expect(gist('\u001b[31mError:\u001b[39m boom\n\nmore\n\n  12 | const x = 1\n    at f (a.ts:1:1)')).toEqual([
      'Error: boom',
      'more',
    ])
    expect(gist('Error: boom\n    at f (a.ts:1:1)\nafter the stack')).toEqual(['Error: boom'])
    expect(gist('x'.repeat(300))[0]).toBe(`${'x'.repeat(240)}…`)
    expect(gist(Array.from({ length: 9 }, (_, i) => `line ${i}`).join('\n'))).toHaveLength(6)
  })
})

describe('failureLines', () => {
  it('lists each failure with its message indented, and counts the ones past the limit', () => {
    const failures = Array.from({ length: 3 }, (_, i) => ({ test: `t${i}`, message: [`m${i}`] }))
    expect(failureLines(failures, 2)).toEqual(['✘ t0', '    m0', '✘ t1', '    m1', '… and 1 more failed tests'])
    expect(failureLines([])).toEqual([])
  })
})
