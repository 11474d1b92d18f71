/**
 * `npm run bundle`: builds the production bundle (no devnet), checks that nothing of the devnet leaked into it, and
 * reports the gzip size of the JavaScript the swap route loads before it is interactive: the entry chunk, its static
 * imports, and the swap route's own chunk with its static imports (from Vite's build manifest).
 */
import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { bin, run } from './run.ts'

interface Chunk {
  file: string
  isEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
  src?: string
}

const code = await run(bin('vite'), ['build', '--outDir', 'dist', '--logLevel', 'warn'])
if (code !== 0) process.exit(code)

const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')) as Record<string, Chunk>
const collect = (key: string, seen: Set<string>): void => {
  const chunk = manifest[key]
  if (!chunk || seen.has(key)) return
  seen.add(key)
  for (const child of chunk.imports ?? []) collect(child, seen)
}
const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry)
const swapKey = Object.keys(manifest).find((key) => key.startsWith('src/routes/index.tsx'))
if (!entryKey || !swapKey) throw new Error('entry or swap route chunk not found in the build manifest')
const keys = new Set<string>()
collect(entryKey, keys)
collect(swapKey, keys)
const files = [...keys].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js'))
const sizes = files.map((file) => {
  const body = readFileSync(join('dist', file))
  return { file, raw: body.length, gzip: gzipSync(body, { level: 9 }).length }
})
const total = sizes.reduce((sum, s) => ({ raw: sum.raw + s.raw, gzip: sum.gzip + s.gzip }), { raw: 0, gzip: 0 })
for (const s of sizes.sort((a, b) => b.gzip - a.gzip)) console.log(`${(s.gzip / 1024).toFixed(1).padStart(8)} kB gzip  ${s.file}`)
console.log(`Swap route JavaScript before interactive: ${(total.gzip / 1024).toFixed(1)} kB gzip (${(total.raw / 1024).toFixed(1)} kB raw, ${files.length} files)`)

const leaks = ['Local dev account', 'UCASH Devnet', 'local-dev-account']
const leaked = readdirSync('dist/assets')
  .filter((file) => file.endsWith('.js'))
  .flatMap((file) => leaks.filter((text) => readFileSync(join('dist/assets', file), 'utf8').includes(text)).map((text) => `${file}: ${text}`))
if (leaked.length > 0) {
  console.error(`The production bundle contains devnet-only code:\n${leaked.join('\n')}`)
  process.exit(1)
}
console.log('The production bundle leaves the devnet and the Local dev account out.')
