import { appendFileSync, mkdirSync } from 'node:fs'
import { dirname } from 'node:path'

/** Which figure of the samples the target applies to (and the table shows): the median unless the row says. */
export type BenchStat = 'median' | 'p95' | 'max'

/** One measured row of the benchmark table (see scripts/bench.ts). */
export interface BenchRow {
  id: string
  what: string
  unit: 'kB' | 'ms' | 'count' | 'score'
  /** No bound: a row shown for comparison. */
  target: { max: number } | { min: number } | Record<string, never>
  samples: number[]
  /** Default 'median'. */
  stat?: BenchStat
  /** What the reader needs to read the figure right (a condition not met, a breakdown). */
  note?: string
}

/** The JSON-lines file the rows go to: BENCH_OUT, default bench/.out/rows.jsonl. */
export const benchOutPath = (): string => process.env.BENCH_OUT ?? 'bench/.out/rows.jsonl'

/** Appends a row to the JSON-lines file named by BENCH_OUT (default bench/.out/rows.jsonl). */
export function recordRow(row: BenchRow): void {
  const path = benchOutPath()
  mkdirSync(dirname(path), { recursive: true })
  appendFileSync(path, `${JSON.stringify(row)}\n`)
}
