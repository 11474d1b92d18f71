import type { BundleSizes, ChunkSize } from './bundleSizes.ts'

/** The committed budget (bench/size-budget.json), in bytes: the limits, and the sizes they were set from. */
export interface SizeBudget {
  initialGzip: number
  totalGzip: number
  /** Gzip bytes per chunk name when the budget was set (initial chunks and the rest). */
  chunks: Record<string, number>
  /** Raw bytes per package of the initial chunks when the budget was set. */
  packages: Record<string, number>
}

/** Growth below this is noise (a changed hash, a few lines of code) and not named. */
const NOTABLE_CHUNK_BYTES = 1_024
const NOTABLE_PACKAGE_BYTES = 2_048

const kB = (bytes: number): string => `${(bytes / 1024).toFixed(1)} kB`
const sum = (chunks: readonly ChunkSize[]): number => chunks.reduce((total, chunk) => total + chunk.gzip, 0)

/** The chunks that grew (or are new) against the budget's record, largest growth first. */
function grownChunks(chunks: readonly ChunkSize[], recorded: Record<string, number>): string[] {
  return chunks
    .map((chunk) => ({ chunk, growth: chunk.gzip - (recorded[chunk.name] ?? 0) }))
    .filter(({ growth }) => growth >= NOTABLE_CHUNK_BYTES)
    .sort((a, b) => b.growth - a.growth)
    .map(({ chunk, growth }) =>
      chunk.name in recorded
        ? `  chunk ${chunk.name} (${chunk.file}) grew by ${kB(growth)} gzip to ${kB(chunk.gzip)}`
        : `  new chunk ${chunk.name} (${chunk.file}): ${kB(chunk.gzip)} gzip`,
    )
}

/** The packages whose code in the initial chunks grew against the budget's record, largest growth first. */
function grownPackages(packages: Record<string, number>, recorded: Record<string, number>): string[] {
  return Object.entries(packages)
    .map(([name, bytes]) => ({ name, bytes, growth: bytes - (recorded[name] ?? 0) }))
    .filter(({ growth }) => growth >= NOTABLE_PACKAGE_BYTES)
    .sort((a, b) => b.growth - a.growth)
    .map(
      ({ name, bytes, growth }) => `  ${name in recorded ? '' : 'new: '}${name} +${kB(growth)} raw (now ${kB(bytes)})`,
    )
}

/**
 * `npm test`'s size gate: the swap route's initial JavaScript and the whole build against the budget, each failure
 * naming the chunks (and, initially, packages) that grew. An empty list passes.
 */
export function checkSizeBudget(sizes: BundleSizes, budget: SizeBudget): string[] {
  const failures: string[] = []
  const initial = sum(sizes.initial)
  if (initial > budget.initialGzip) {
    failures.push(
      [
        `The swap route's JavaScript before interactive is ${kB(initial)} gzip, over its budget of ${kB(budget.initialGzip)}.`,
        ...grownChunks(sizes.initial, budget.chunks),
        ...grownPackages(sizes.packages, budget.packages),
      ].join('\n'),
    )
  }
  const total = sum(sizes.all)
  if (total > budget.totalGzip) {
    failures.push(
      [
        `All JavaScript of the build is ${kB(total)} gzip, over its budget of ${kB(budget.totalGzip)}.`,
        ...grownChunks(sizes.all, budget.chunks),
      ].join('\n'),
    )
  }
  return failures
}

/** A budget from today's sizes: limits with `headroom` bytes above them, and the sizes recorded per chunk and package. */
export function budgetFrom(
  sizes: BundleSizes,
  headroom: { initial: number; total: number },
  ceiling?: { initial: number; total: number },
): SizeBudget {
  const chunks: Record<string, number> = {}
  for (const chunk of [...sizes.all, ...sizes.initial]) chunks[chunk.name] = chunk.gzip
  // The headroom never lifts a budget past its target: a build over it cannot be recorded as the new budget.
  const capped = (value: number, limit: number | undefined) => (limit === undefined ? value : Math.min(value, limit))
  return {
    initialGzip: capped(sum(sizes.initial) + headroom.initial, ceiling?.initial),
    totalGzip: capped(sum(sizes.all) + headroom.total, ceiling?.total),
    chunks: Object.fromEntries(Object.entries(chunks).sort(([a], [b]) => a.localeCompare(b))),
    packages: Object.fromEntries(Object.entries(sizes.packages).sort(([a], [b]) => a.localeCompare(b))),
  }
}
