/**
 * `npx tsx scripts/reproducible-build.ts [outDir]`: the IPFS build twice into one folder, compared file by file, so
 * anyone building the commit gets the same CID. Fails naming the first difference or a file naming the build folder.
 */
import { readFileSync, readdirSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { digestFiles, filesNaming, firstDifference } from './lib/reproducible.ts'
import { bin, run } from './run.ts'

const outDir = process.argv[2] ?? 'dist-ipfs'

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name)
    return entry.isDirectory() ? filesUnder(path) : [path]
  })
}
const read = (): [string, Uint8Array][] =>
  filesUnder(outDir).map((path) => [relative(outDir, path), readFileSync(path)])

async function build(): Promise<[string, Uint8Array][]> {
  const started = Date.now()
  const code = await run(bin('vite'), ['build', '--mode', 'ipfs', '--outDir', outDir, '--logLevel', 'warn'])
  if (code !== 0) process.exit(code)
  const files = read()
  console.log(`Built ${outDir} (${files.length} files) in ${((Date.now() - started) / 1000).toFixed(0)} s.`)
  return files
}

const firstFiles = await build()
const first = digestFiles(firstFiles)
const naming = filesNaming(firstFiles, resolve('.'))
const second = digestFiles(await build())
const difference = firstDifference(first, second)
if (difference) console.error(`Two builds of the same tree differ: ${difference}`)
if (naming.length > 0)
  console.error(
    `The build names the folder it ran in (${resolve('.')}), so a clone elsewhere builds it differently:\n${naming.join('\n')}`,
  )
if (difference || naming.length > 0) process.exit(1)
console.log(`The two builds are the same, byte for byte: ${first.size} files.`)
