/**
 * `npm run bundle [-- --update-budget]`: builds production and holds the swap route's JavaScript before interactive
 * and the whole build's to bench/size-budget.json, naming the chunks and packages that grew; `--update-budget` records
 * today's sizes (with headroom) for growth on purpose.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { measureBundle } from './lib/bundleSizes.ts'
import { type SizeBudget, budgetFrom, checkSizeBudget } from './lib/sizeGate.ts'
import { bin, run } from './run.ts'

const BUDGET_FILE = 'bench/size-budget.json'
const HEADROOM = { initial: 3 * 1024, total: 10 * 1024 }
/** Issue 16's targets: at most 250 kB before the swap page is interactive, 1.2 MB in all (gzip). */
const TARGETS = { initial: 250 * 1024, total: 1200 * 1024 }
const kB = (bytes: number): string => `${(bytes / 1024).toFixed(1)} kB`

const code = await run(bin('vite'), ['build', '--outDir', 'dist', '--logLevel', 'warn'])
if (code !== 0) process.exit(code)

const sizes = measureBundle('dist')
for (const chunk of [...sizes.initial].sort((a, b) => b.gzip - a.gzip))
  console.log(`${kB(chunk.gzip).padStart(10)} gzip  ${chunk.file}  (${chunk.name})`)
const initial = sizes.initial.reduce((sum, chunk) => sum + chunk.gzip, 0)
const total = sizes.all.reduce((sum, chunk) => sum + chunk.gzip, 0)
console.log(
  `Swap route JavaScript before interactive: ${kB(initial)} gzip (${kB(sizes.initial.reduce((sum, chunk) => sum + chunk.raw, 0))} raw, ${sizes.initial.length} files)`,
)
const beside = sizes.beside.reduce((sum, chunk) => sum + chunk.gzip, 0)
console.log(
  `Loaded beside it for the first quote (the swap engine): ${kB(beside)} gzip (${sizes.beside.length} files); ${kB(initial + beside)} in all`,
)
console.log(`All JavaScript of the build: ${kB(total)} gzip (${sizes.all.length} files)`)
console.log('Largest packages on the swap route (raw):')
for (const [name, bytes] of Object.entries(sizes.packages)
  .sort(([, a], [, b]) => b - a)
  .slice(0, 12))
  console.log(`${kB(bytes).padStart(10)}  ${name}`)

if (process.argv.includes('--update-budget')) {
  writeFileSync(BUDGET_FILE, `${JSON.stringify(budgetFrom(sizes, HEADROOM, TARGETS), null, 2)}\n`)
  console.log(`Budget written to ${BUDGET_FILE}.`)
  process.exit(0)
}
const budget = JSON.parse(readFileSync(BUDGET_FILE, 'utf8')) as SizeBudget
const failures = checkSizeBudget(sizes, budget)
if (failures.length > 0) {
  console.error(`\nSize budget exceeded (${BUDGET_FILE}):\n${failures.join('\n')}`)
  console.error(
    'Load it on demand instead, or, if the growth is intended, run `npm run bundle -- --update-budget` and say why in the commit.',
  )
  process.exit(1)
}
console.log(
  `Within the size budget: swap route ${kB(initial)} of ${kB(budget.initialGzip)}, whole build ${kB(total)} of ${kB(budget.totalGzip)} (gzip).`,
)
