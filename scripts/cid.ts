/**
 * `npm run cid [folder]`: the CID `ipfs add -r --cid-version 1` prints for the IPFS build (default dist-ipfs), without
 * a daemon. Like `ipfs add -r` it leaves out dot files; a symbolic link stops it.
 */
import { existsSync, lstatSync, readFileSync, readdirSync } from 'node:fs'
import { join, relative } from 'node:path'
import { type TreeEntry, directoryCid } from './lib/cid.ts'

const folder = process.argv[2] ?? 'dist-ipfs'
if (!existsSync(join(folder, 'index.html'))) {
  console.error(`${folder}/index.html not found: build first (npm run build:ipfs)`)
  process.exit(1)
}

function entriesUnder(dir: string): TreeEntry[] {
  return readdirSync(dir)
    .filter((name) => !name.startsWith('.'))
    .flatMap((name): TreeEntry[] => {
      const path = join(dir, name)
      const at = relative(folder, path).split('\\').join('/')
      const stat = lstatSync(path)
      if (stat.isSymbolicLink())
        throw new Error(`${path} is a symbolic link: ipfs add would store the link, not its target`)
      return stat.isDirectory() ? [{ path: at }, ...entriesUnder(path)] : [{ path: at, content: readFileSync(path) }]
    })
}

console.log(await directoryCid(entriesUnder(folder)))
