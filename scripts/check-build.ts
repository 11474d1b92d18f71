/**
 * `npx tsx scripts/check-build.ts [dir]` (a step of `npm test`, after 'bundle'): the build in `dir` (default dist)
 * carries the Content-Security-Policy (index.html's meta tag, `_headers` with frame-ancestors) and none of its
 * JavaScript evaluates strings as code (eval, new Function, Function(...), string timers) or compiles WebAssembly,
 * which the policy would block. Exits non-zero naming each file and offset.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { join, relative } from 'node:path'
import { findEvalUses, headerProblems, headersPolicy, metaPolicy, policyProblems } from './lib/buildCheck.ts'
import { FRAME_ANCESTORS } from './lib/csp.ts'

const dir = process.argv[2] ?? 'dist'
const failures: string[] = []

function javascriptFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name)
    if (entry.isDirectory()) return javascriptFiles(path)
    return /\.(m?js|cjs)$/.test(entry.name) ? [path] : []
  })
}

if (!existsSync(join(dir, 'index.html'))) {
  console.error(`${dir}/index.html not found: build first (npm run build)`)
  process.exit(1)
}

for (const problem of policyProblems(metaPolicy(readFileSync(join(dir, 'index.html'), 'utf8')))) failures.push(`${dir}/index.html: ${problem}`)
const headersPath = join(dir, '_headers')
if (!existsSync(headersPath)) failures.push(`${headersPath} is missing`)
else {
  const headers = readFileSync(headersPath, 'utf8')
  for (const problem of [...policyProblems(headersPolicy(headers), FRAME_ANCESTORS), ...headerProblems(headers)]) failures.push(`${headersPath}: ${problem}`)
}

const files = javascriptFiles(dir)
for (const file of files) {
  for (const use of findEvalUses(readFileSync(file, 'utf8'))) {
    failures.push(`${relative('.', file)} offset ${use.offset} (line ${use.line}, column ${use.column}): ${use.kind}: …${use.snippet}…`)
  }
}

if (failures.length > 0) {
  console.error(`The build in ${dir} breaks its Content-Security-Policy:\n${failures.join('\n')}`)
  process.exit(1)
}
console.log(`${dir}: the policy is in index.html and _headers, and none of the ${files.length} JavaScript files uses eval, Function or WebAssembly.`)
