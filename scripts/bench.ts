/**
 * `npm run bench`: the Vitest benchmarks (routing, list validation, the token picker, the devnet's start), then the
 * browser benchmarks against the devnet build (typing on the swap screen).
 */
import { bin, run } from './run.ts'

const unit = await run(bin('vitest'), ['bench', '--run', '--project', 'unit'])
const browser = await run(bin('playwright'), ['test', '--config', 'playwright.bench.config.ts'])
process.exit(unit || browser)
