/**
 * `npx tsx scripts/check-build.ts [dir]`: the build carries its Content-Security-Policy and no code the policy would
 * block (eval and kin, WebAssembly compiles); a release also carries nothing of the devnet (account, chain, loopback
 * URL, key, analytics DOM event). Exits non-zero naming each file and offset.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { join, relative } from 'node:path'
import { manifestSchema } from '../devnet/manifest.ts'
import {
  devnetSecrets,
  findEvalUses,
  findReleaseLeaks,
  headerProblems,
  headersPolicy,
  loopbackSources,
  metaPolicy,
  policyProblems,
} from './lib/buildCheck.ts'
import { FRAME_ANCESTORS } from './lib/csp.ts'

const dir = process.argv[2] ?? 'dist'
const failures: string[] = []

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name)
    return entry.isDirectory() ? filesUnder(path) : [path]
  })
}
const javascriptFiles = (folder: string): string[] => filesUnder(folder).filter((path) => /\.(m?js|cjs)$/.test(path))

if (!existsSync(join(dir, 'index.html'))) {
  console.error(`${dir}/index.html not found: build first (npm run build)`)
  process.exit(1)
}

for (const problem of policyProblems(metaPolicy(readFileSync(join(dir, 'index.html'), 'utf8'))))
  failures.push(`${dir}/index.html: ${problem}`)
const headersPath = join(dir, '_headers')
if (!existsSync(headersPath)) failures.push(`${headersPath} is missing`)
else {
  const headers = readFileSync(headersPath, 'utf8')
  for (const problem of [...policyProblems(headersPolicy(headers), FRAME_ANCESTORS), ...headerProblems(headers)])
    failures.push(`${headersPath}: ${problem}`)
}

const files = javascriptFiles(dir)
for (const file of files) {
  for (const use of findEvalUses(readFileSync(file, 'utf8'))) {
    failures.push(
      `${relative('.', file)} offset ${use.offset} (line ${use.line}, column ${use.column}): ${use.kind}: …${use.snippet}…`,
    )
  }
}

if (failures.length > 0)
  console.error(`The build in ${dir} breaks its Content-Security-Policy:\n${failures.join('\n')}`)
else
  console.log(
    `${dir}: the policy is in index.html and _headers, and none of the ${files.length} JavaScript files uses eval, Function or WebAssembly.`,
  )

// A release carries nothing of the devnet: every text file searched, source maps for keys only.
const secrets = devnetSecrets(manifestSchema.parse(JSON.parse(readFileSync('devnet/deployment.json', 'utf8'))))
const leaks: string[] = []
for (const source of loopbackSources(metaPolicy(readFileSync(join(dir, 'index.html'), 'utf8'))))
  leaks.push(`${dir}/index.html: the policy allows a loopback source: ${source}`)
if (existsSync(headersPath))
  for (const source of loopbackSources(headersPolicy(readFileSync(headersPath, 'utf8'))))
    leaks.push(`${headersPath}: the policy allows a loopback source: ${source}`)
const textFiles = filesUnder(dir).filter(
  (path) => !/\.(png|jpe?g|gif|webp|avif|ico|woff2?|ttf|wasm|gz|br)$/i.test(path),
)
for (const file of textFiles) {
  for (const leak of findReleaseLeaks(readFileSync(file, 'utf8'), secrets, { sourceMap: file.endsWith('.map') })) {
    leaks.push(
      `${relative('.', file)} offset ${leak.offset} (line ${leak.line}, column ${leak.column}): ${leak.kind}: …${leak.snippet}…`,
    )
  }
}
if (leaks.length > 0)
  console.error(
    `The build in ${dir} is not a release: it carries the devnet or the analytics DOM event:\n${leaks.join('\n')}`,
  )
else
  console.log(
    `${dir}: none of the ${textFiles.length} files carries the Local dev account, the devnet chain, a loopback URL, an anvil key or the analytics DOM event.`,
  )
if (failures.length > 0 || leaks.length > 0) process.exit(1)
