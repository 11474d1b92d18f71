/**
 * `npm run bench`: the Vitest benchmarks (routing, list validation, the token picker, the devnet's start), then the
 * browser benchmarks against the devnet build (typing on the swap screen).
 */
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { z } from 'zod'
import { bin, run } from './run.ts'

const results = join(mkdtempSync(join(tmpdir(), 'ucash-bench-')), 'results.json')
const unit = await run(bin('vitest'), ['bench', '--run', '--project', 'unit', '--outputJson', results])

// Vitest reports a benchmark whose function threw as a row without samples and still exits 0: fail loudly instead.
const report = z
  .object({ files: z.array(z.object({ groups: z.array(z.object({ fullName: z.string(), benchmarks: z.array(z.object({ name: z.string(), samples: z.array(z.unknown()).optional(), sampleCount: z.number().optional() })) })) })) })
  .parse(JSON.parse(readFileSync(results, 'utf8')))
const failed = report.files.flatMap((file) =>
  file.groups.flatMap((group) => group.benchmarks.filter((b) => !(b.sampleCount ?? b.samples?.length)).map((b) => `${group.fullName} > ${b.name}`)),
)
for (const name of failed) console.error(`benchmark failed (no samples): ${name}`)

const browser = await run(bin('playwright'), ['test', '--config', 'playwright.bench.config.ts'])
process.exit(unit || browser || (failed.length > 0 ? 1 : 0))
