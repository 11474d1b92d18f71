/**
 * Each failed test's name and first error lines, from the runners' JSON reports, repeated at the end of `npm test`
 * because CI keeps only the output's tail.
 */
import { z } from 'zod'
import { type ReportKind, readReportFile } from './testCounts.ts'

/** Lines of an error message kept per failure, and the longest line. */
const MESSAGE_LINES = 6
const LINE_CHARS = 240

const message = z.object({ message: z.string().optional() })

const vitestReport = z.object({
  testResults: z.array(
    z.object({
      name: z.string(),
      status: z.string(),
      message: z.string().optional(),
      assertionResults: z.array(
        z.object({ fullName: z.string(), status: z.string(), failureMessages: z.array(z.string()) }),
      ),
    }),
  ),
})

interface PlaywrightSuite {
  title: string
  specs?:
    | {
        title: string
        tests: {
          projectName?: string | undefined
          status: string
          results: { errors?: { message?: string | undefined }[] | undefined }[]
        }[]
      }[]
    | undefined
  suites?: PlaywrightSuite[] | undefined
}

const playwrightSuite: z.ZodType<PlaywrightSuite> = z.lazy(() =>
  z.object({
    title: z.string(),
    specs: z
      .array(
        z.object({
          title: z.string(),
          tests: z.array(
            z.object({
              projectName: z.string().optional(),
              status: z.string(),
              results: z.array(z.object({ errors: z.array(message).optional() })),
            }),
          ),
        }),
      )
      .optional(),
    suites: z.array(playwrightSuite).optional(),
  }),
)

const playwrightReport = z.object({ suites: z.array(playwrightSuite), errors: z.array(message).optional() })

/** The first lines of an error message that say what went wrong: no colour codes, no code frame, no stack. */
export function gist(text: string): string[] {
  // eslint-disable-next-line no-control-regex -- the runners' messages carry ANSI colour codes, which are control characters
  const plain = text.replace(/\u001b\[[0-9;]*m/g, '')
  const lines: string[] = []
  for (const line of plain.split('\n')) {
    if (/^\s*(at |>?\s*\d+ \|)/.test(line)) break
    if (line.trim() === '') continue
    lines.push(line.length > LINE_CHARS ? `${line.slice(0, LINE_CHARS)}…` : line)
    if (lines.length === MESSAGE_LINES) break
  }
  return lines
}

export interface Failure {
  test: string
  message: string[]
}

function playwrightFailures(suite: PlaywrightSuite, path: string[]): Failure[] {
  const here = suite.title ? [...path, suite.title] : path
  const own = (suite.specs ?? []).flatMap((spec) =>
    spec.tests
      .filter((test) => test.status === 'unexpected')
      .map((test) => ({
        test: [test.projectName ? `[${test.projectName}]` : '', ...here, spec.title].filter(Boolean).join(' › '),
        message: gist(
          test.results
            .flatMap((result) => result.errors ?? [])
            .map((error) => error.message ?? '')
            .join('\n'),
        ),
      })),
  )
  return [...own, ...(suite.suites ?? []).flatMap((child) => playwrightFailures(child, here))]
}

/** The failed tests of a runner's JSON report (and a run-level error: a global set-up that threw, a file that did not load). */
export function parseFailures(kind: ReportKind, json: unknown): Failure[] {
  if (kind === 'vitest') {
    return vitestReport.parse(json).testResults.flatMap((file) => {
      const failed = file.assertionResults.filter((test) => test.status === 'failed')
      if (failed.length === 0 && file.status === 'failed')
        return [{ test: file.name, message: gist(file.message ?? '') }]
      return failed.map((test) => ({
        test: `${file.name} › ${test.fullName}`,
        message: gist(test.failureMessages.join('\n')),
      }))
    })
  }
  const report = playwrightReport.parse(json)
  const runErrors = (report.errors ?? []).map((error) => ({
    test: '(the run itself)',
    message: gist(error.message ?? ''),
  }))
  return [...runErrors, ...report.suites.flatMap((suite) => playwrightFailures(suite, []))]
}

/** The failures in a report file; none when the runner wrote none or something else than a report. */
export function readFailures(kind: ReportKind, path: string): Failure[] {
  return readReportFile(path, (json) => parseFailures(kind, json)) ?? []
}

/** The summary's lines for the failures of every step, the first `limit` in full. */
export function failureLines(failures: readonly Failure[], limit = 10): string[] {
  const shown = failures
    .slice(0, limit)
    .flatMap((failure) => [`✘ ${failure.test}`, ...failure.message.map((line) => `    ${line}`)])
  return failures.length > limit ? [...shown, `… and ${failures.length - limit} more failed tests`] : shown
}
