/**
 * `npm test`: every check, in order, stopping at the first failure: typecheck, lint, unit, production bundle
 * (no devnet code, size report), devnet, end-to-end.
 */
import { bin, run } from './run.ts'

const steps: [string, string, string[]][] = [
  ['typecheck', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']],
  ['lint', bin('eslint'), ['.', '--max-warnings', '0']],
  ['unit', bin('vitest'), ['run', '--project', 'unit']],
  ['bundle', bin('tsx'), ['scripts/bundle-report.ts']],
  ['build check', bin('tsx'), ['scripts/check-build.ts', 'dist']],
  ['devnet', bin('vitest'), ['run', '--project', 'devnet']],
  ['end-to-end', bin('playwright'), ['test']],
]

const results: [string, number, number][] = []
for (const [name, command, args] of steps) {
  console.log(`\n=== ${name} ===`)
  const started = Date.now()
  const code = await run(command, args, { CI: process.env.CI ?? '' })
  results.push([name, code, (Date.now() - started) / 1000])
  if (code !== 0) break
}

console.log('\n=== summary ===')
for (const [name, code, seconds] of results) console.log(`${code === 0 ? 'ok  ' : 'FAIL'} ${name.padEnd(12)} ${seconds.toFixed(1)} s`)
const failed = results.filter(([, code]) => code !== 0).length
const notRun = steps.length - results.length
if (notRun > 0) console.log(`${notRun} step(s) not run after the failure`)
console.log(`${results.length - failed} passed, ${failed + notRun} failed`)
process.exit(failed + notRun > 0 ? 1 : 0)
