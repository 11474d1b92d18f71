/**
 * `npm test`: every check, in order, stopping at the first failure: typecheck and lint (side by side: neither waits
 * on the other, and each leaves a core idle part of the time), unit, production bundle (no devnet code, size
 * report), build check (no eval, the Content-Security-Policy in place), devnet, end-to-end.
 */
import { bin, run } from './run.ts'

type Step = [string, string, string[]]

/** Each group runs after the previous one passed; the steps of a group run at the same time. */
const groups: Step[][] = [
  [
    ['typecheck', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']],
    ['lint', bin('eslint'), ['.', '--max-warnings', '0']],
  ],
  [['unit', bin('vitest'), ['run', '--project', 'unit', '--project', 'unit-mocks']]],
  [['bundle', bin('tsx'), ['scripts/bundle-report.ts']]],
  [['build check', bin('tsx'), ['scripts/check-build.ts', 'dist']]],
  [['devnet', bin('vitest'), ['run', '--project', 'devnet']]],
  [['end-to-end', bin('playwright'), ['test']]],
]

const results: [string, number, number][] = []
for (const group of groups) {
  console.log(`\n=== ${group.map(([name]) => name).join(' + ')} ===`)
  const outcomes = await Promise.all(
    group.map(async ([name, command, args]): Promise<[string, number, number]> => {
      const started = Date.now()
      const code = await run(command, args, { CI: process.env.CI ?? '' })
      return [name, code, (Date.now() - started) / 1000]
    }),
  )
  results.push(...outcomes)
  if (outcomes.some(([, code]) => code !== 0)) break
}

console.log('\n=== summary ===')
for (const [name, code, seconds] of results) console.log(`${code === 0 ? 'ok  ' : 'FAIL'} ${name.padEnd(12)} ${seconds.toFixed(1)} s`)
const total = groups.flat().length
const failed = results.filter(([, code]) => code !== 0).length
const notRun = total - results.length
if (notRun > 0) console.log(`${notRun} step(s) not run after the failure`)
console.log(`${results.length - failed} passed, ${failed + notRun} failed`)
process.exit(failed + notRun > 0 ? 1 : 0)
