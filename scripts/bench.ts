/**
 * `npm run bench`: the Vitest benchmarks (routing, list validation, the token picker, the devnet's start), then the
 * browser benchmarks against the devnet build (playwright.bench.config.ts: its global setup starts the devnet and
 * builds and serves the devnet build). Each browser benchmark appends rows to BENCH_OUT (bench/lib/rows.ts); at the
 * end one table shows every row's target, measured figure, min-max and pass/fail, and bench/results.json keeps them.
 *
 * `npm run bench -- --browser-only [playwright args]`: skips the Vitest benchmarks and passes the rest to Playwright
 * (e.g. `-g Lighthouse`); a run narrowed that way prints its table but leaves bench/results.json alone.
 *
 * Exits non-zero only when a benchmark could not run; a missed target shows as FAIL.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { cpus, tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { z } from 'zod'
import { median, percentile } from '../bench/lib/stats.ts'
import { bin, run } from './run.ts'

const args = process.argv.slice(2)
const browserOnly = args.includes('--browser-only')
const playwrightArgs = args.filter((arg) => arg !== '--browser-only')
const fullRun = args.length === 0

const benchOut = resolve(process.env.BENCH_OUT ?? 'bench/.out/rows.jsonl')
rmSync(benchOut, { force: true })

let unit = 0
const failed: string[] = []
if (!browserOnly) {
  const results = join(mkdtempSync(join(tmpdir(), 'ucash-bench-')), 'results.json')
  unit = await run(bin('vitest'), ['bench', '--run', '--project', 'unit', '--outputJson', results])
  // Vitest reports a benchmark whose function threw as a row without samples and still exits 0: fail loudly instead.
  const report = z
    .object({ files: z.array(z.object({ groups: z.array(z.object({ fullName: z.string(), benchmarks: z.array(z.object({ name: z.string(), samples: z.array(z.unknown()).optional(), sampleCount: z.number().optional() })) })) })) })
    .parse(JSON.parse(readFileSync(results, 'utf8')))
  failed.push(
    ...report.files.flatMap((file) =>
      file.groups.flatMap((group) => group.benchmarks.filter((b) => !(b.sampleCount ?? b.samples?.length)).map((b) => `${group.fullName} > ${b.name}`)),
    ),
  )
  for (const name of failed) console.error(`benchmark failed (no samples): ${name}`)
}

const browser = await run(bin('playwright'), ['test', '--config', 'playwright.bench.config.ts', ...playwrightArgs], { BENCH_OUT: benchOut })

const rowSchema = z.object({
  id: z.string(),
  what: z.string(),
  unit: z.enum(['kB', 'ms', 'count', 'score']),
  target: z.union([z.object({ max: z.number() }).strict(), z.object({ min: z.number() }).strict(), z.object({}).strict()]),
  samples: z.array(z.number()),
  stat: z.enum(['median', 'p95', 'max']).optional(),
  note: z.string().optional(),
})
type Row = z.infer<typeof rowSchema>

const rows: Row[] = existsSync(benchOut)
  ? readFileSync(benchOut, 'utf8')
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => rowSchema.parse(JSON.parse(line)))
  : []

function figure(row: Row): number {
  const stat = row.stat ?? 'median'
  if (stat === 'p95') return percentile(row.samples, 95)
  if (stat === 'max') return Math.max(...row.samples)
  return median(row.samples)
}

const verdict = (row: Row, value: number): 'pass' | 'FAIL' | '-' => {
  if (Number.isNaN(value)) return 'FAIL'
  if ('max' in row.target) return value <= row.target.max ? 'pass' : 'FAIL'
  if ('min' in row.target) return value >= row.target.min ? 'pass' : 'FAIL'
  return '-'
}

const round = (value: number): string => (Number.isNaN(value) ? 'n/a' : String(Math.round(value * 1000) / 1000))
const targetText = (row: Row): string => ('max' in row.target ? `<= ${row.target.max}` : 'min' in row.target ? `>= ${row.target.min}` : '-')

const measured = rows.map((row) => {
  const value = row.samples.length > 0 ? figure(row) : Number.NaN
  return { ...row, stat: row.stat ?? 'median', value, min: Math.min(...row.samples), max: Math.max(...row.samples), result: verdict(row, value) }
})

/** The table keeps to one line a row: a long description is cut there (bench/results.json has it whole). */
const WHAT_WIDTH = 72
const short = (text: string): string => (text.length <= WHAT_WIDTH ? text : `${text.slice(0, WHAT_WIDTH - 1)}…`)

const table = [
  ['row', 'what', 'unit', 'target', 'measured', 'min-max', 'n', 'result'],
  ...measured.map((m) => [
    m.id,
    short(m.what),
    m.unit,
    targetText(m),
    `${round(m.value)}${m.stat === 'median' ? '' : ` (${m.stat})`}`,
    m.samples.length > 0 ? `${round(m.min)}-${round(m.max)}` : '-',
    String(m.samples.length),
    m.result,
  ]),
]
const widths = table[0]!.map((_, column) => Math.max(...table.map((line) => line[column]!.length)))
const format = (line: string[]): string => line.map((cell, column) => cell.padEnd(widths[column]!)).join('  ').trimEnd()
console.log(`\n${format(table[0]!)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`)
for (const line of table.slice(1)) console.log(format(line))
const notes = measured.filter((m) => m.note)
if (notes.length > 0) console.log(`\nNotes:\n${notes.map((m) => `  ${m.id}: ${m.note}`).join('\n')}`)
const missed = measured.filter((m) => m.result === 'FAIL').length
console.log(`\n${measured.length} rows, ${missed} missing their target (the table is the result; missed targets do not fail the run).`)

if (fullRun && rows.length > 0) {
  const read = (command: string, commandArgs: string[]): string | undefined => {
    try {
      return execFileSync(command, commandArgs, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim()
    } catch {
      return undefined
    }
  }
  const results = {
    measuredAt: new Date().toISOString(),
    commit: read('git', ['rev-parse', 'HEAD']),
    machine: { cpus: cpus().length, cpu: cpus()[0]?.model, node: process.version, chromium: read('/usr/bin/chromium', ['--version']) },
    rows: measured.map(({ id, what, unit: rowUnit, target, stat, value, min, max, samples, result, note }) => ({ id, what, unit: rowUnit, target, stat, value, min, max, samples, result, note })),
  }
  writeFileSync('bench/results.json', `${JSON.stringify(results, null, 2)}\n`)
  console.log('Written: bench/results.json')
}

const couldNotRun = unit !== 0 || browser !== 0 || failed.length > 0 || rows.length === 0
if (couldNotRun) console.error('Some benchmarks could not run (see above): their rows are missing from the table.')
process.exit(couldNotRun ? 1 : 0)
