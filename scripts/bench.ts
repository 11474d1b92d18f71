/**
 * `npm run bench [-- --browser-only [playwright args]]`: the Vitest benchmarks, then the browser ones on the devnet
 * build, in one table of target, figure, range and pass/fail, kept in bench/results.json unless narrowed. Exits
 * non-zero only when a benchmark could not run; a missed target shows as FAIL.
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
/** Rows from Vitest's benchmarks (pure code, in Node or jsdom): their figures come summarised, not as samples. */
const vitestRows: Row[] = []
const vitestBench = z.object({
  name: z.string(),
  samples: z.array(z.unknown()).optional(),
  sampleCount: z.number().optional(),
  min: z.number().optional(),
  max: z.number().optional(),
  mean: z.number().optional(),
  p99: z.number().optional(),
})
type VitestBench = z.infer<typeof vitestBench>
/** Issue 16's rows that Vitest's benchmarks measure: the group (end of its full name) and the benchmarks it takes. */
const vitestTargets = [
  {
    id: 'picker-open',
    what: 'Token picker with 10,000 tokens: open (search view rendered, list cached), jsdom',
    group: 'token picker, 10,000-token list',
    names: ['open the picker (search view rendered, list cached)'],
    max: 100,
    stat: 'mean' as const,
  },
  {
    id: 'picker-keystroke',
    what: 'Token picker with 10,000 tokens: one search keystroke, the slowest of three queries',
    group: 'token picker, 10,000-token list',
    names: ['keystroke: search "usd"', 'keystroke: search "wrapped usd"', 'keystroke: search by address'],
    max: 16,
    stat: 'p99' as const,
  },
  {
    id: 'routing-400-pairs',
    what: 'Quote for a typed amount: best route over 400 candidate pairs, up to 3 hops (main-thread work per keystroke)',
    group: 'bestV2Trade, up to 3 hops, 400 pairs',
    names: ['exact input', 'exact output'],
    max: 50,
    stat: 'p99' as const,
  },
]
if (!browserOnly) {
  const results = join(mkdtempSync(join(tmpdir(), 'ucash-bench-')), 'results.json')
  unit = await run(bin('vitest'), ['bench', '--run', '--project', 'unit', '--outputJson', results])
  // Vitest reports a benchmark whose function threw as a row without samples and still exits 0: fail loudly instead.
  const report = z
    .object({
      files: z.array(
        z.object({ groups: z.array(z.object({ fullName: z.string(), benchmarks: z.array(vitestBench) })) }),
      ),
    })
    .parse(JSON.parse(readFileSync(results, 'utf8')))
  failed.push(
    ...report.files.flatMap((file) =>
      file.groups.flatMap((group) =>
        group.benchmarks
          .filter((b) => !(b.sampleCount ?? b.samples?.length))
          .map((b) => `${group.fullName} > ${b.name}`),
      ),
    ),
  )
  for (const name of failed) console.error(`benchmark failed (no samples): ${name}`)
  const groups = report.files.flatMap((file) => file.groups)
  for (const target of vitestTargets) {
    const found = groups
      .filter((group) => group.fullName.endsWith(target.group))
      .flatMap((group) => group.benchmarks.filter((b) => target.names.includes(b.name)))
      .filter((b): b is VitestBench & { min: number; max: number; mean: number; p99: number } =>
        [b.min, b.max, b.mean, b.p99].every((v) => v !== undefined),
      )
    if (found.length === 0) continue
    // The slowest of the benchmarks the row covers.
    const worst = found.reduce((a, b) => (b[target.stat] > a[target.stat] ? b : a))
    vitestRows.push({
      id: target.id,
      what: target.what,
      unit: 'ms',
      target: { max: target.max },
      samples: [],
      stat: target.stat,
      summary: { value: worst[target.stat], min: worst.min, max: worst.max, n: worst.sampleCount ?? found.length },
      note: `Vitest bench (${worst.name}): ${target.stat} of ${worst.sampleCount ?? '?'} runs`,
    })
  }
}

const browser = await run(bin('playwright'), ['test', '--config', 'playwright.bench.config.ts', ...playwrightArgs], {
  BENCH_OUT: benchOut,
})

const rowSchema = z.object({
  id: z.string(),
  what: z.string(),
  unit: z.enum(['kB', 'ms', 'count', 'score']),
  target: z.union([
    z.object({ max: z.number() }).strict(),
    z.object({ min: z.number() }).strict(),
    z.object({}).strict(),
  ]),
  samples: z.array(z.number()),
  stat: z.enum(['median', 'p95', 'max', 'mean', 'p99']).optional(),
  summary: z.object({ value: z.number(), min: z.number(), max: z.number(), n: z.number() }).optional(),
  note: z.string().optional(),
})
type Row = z.infer<typeof rowSchema>

const browserRows: Row[] = existsSync(benchOut)
  ? readFileSync(benchOut, 'utf8')
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => rowSchema.parse(JSON.parse(line)))
  : []
const rows = [...vitestRows, ...browserRows]

function figure(row: Row): number {
  const stat = row.stat ?? 'median'
  if (stat === 'p95') return percentile(row.samples, 95)
  if (stat === 'max') return Math.max(...row.samples)
  if (stat === 'mean') return row.samples.reduce((sum, v) => sum + v, 0) / row.samples.length
  if (stat === 'p99') return percentile(row.samples, 99)
  return median(row.samples)
}

const verdict = (row: Row, value: number): 'pass' | 'FAIL' | '-' => {
  if (Number.isNaN(value)) return 'FAIL'
  if ('max' in row.target) return value <= row.target.max ? 'pass' : 'FAIL'
  if ('min' in row.target) return value >= row.target.min ? 'pass' : 'FAIL'
  return '-'
}

const round = (value: number): string => (Number.isNaN(value) ? 'n/a' : String(Math.round(value * 1000) / 1000))
const targetText = (row: Row): string =>
  'max' in row.target ? `<= ${row.target.max}` : 'min' in row.target ? `>= ${row.target.min}` : '-'

const measured = rows.map((row) => {
  if (row.summary)
    return {
      ...row,
      stat: row.stat ?? 'median',
      value: row.summary.value,
      min: row.summary.min,
      max: row.summary.max,
      result: verdict(row, row.summary.value),
    }
  const value = row.samples.length > 0 ? figure(row) : Number.NaN
  return {
    ...row,
    stat: row.stat ?? 'median',
    value,
    min: Math.min(...row.samples),
    max: Math.max(...row.samples),
    result: verdict(row, value),
  }
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
    m.samples.length > 0 || m.summary ? `${round(m.min)}-${round(m.max)}` : '-',
    String(m.summary?.n ?? m.samples.length),
    m.result,
  ]),
]
const widths = table[0]!.map((_, column) => Math.max(...table.map((line) => line[column]!.length)))
const format = (line: string[]): string =>
  line
    .map((cell, column) => cell.padEnd(widths[column]!))
    .join('  ')
    .trimEnd()
console.log(`\n${format(table[0]!)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`)
for (const line of table.slice(1)) console.log(format(line))
const notes = measured.filter((m) => m.note)
if (notes.length > 0) console.log(`\nNotes:\n${notes.map((m) => `  ${m.id}: ${m.note}`).join('\n')}`)
const missed = measured.filter((m) => m.result === 'FAIL').length
console.log(
  `\n${measured.length} rows, ${missed} missing their target (the table is the result; missed targets do not fail the run).`,
)

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
    machine: {
      cpus: cpus().length,
      cpu: cpus()[0]?.model,
      node: process.version,
      chromium: read('/usr/bin/chromium', ['--version']),
    },
    rows: measured.map(({ id, what, unit: rowUnit, target, stat, value, min, max, samples, result, note }) => ({
      id,
      what,
      unit: rowUnit,
      target,
      stat,
      value,
      min,
      max,
      samples,
      result,
      note,
    })),
  }
  writeFileSync('bench/results.json', `${JSON.stringify(results, null, 2)}\n`)
  console.log('Written: bench/results.json')
}

const couldNotRun = unit !== 0 || browser !== 0 || failed.length > 0 || browserRows.length === 0
if (couldNotRun) console.error('Some benchmarks could not run (see above): their rows are missing from the table.')
process.exit(couldNotRun ? 1 : 0)
