/**
 * `npx tsx scripts/bundled-packages.ts [distDir]`: the `name@version` of each npm package the build ships, from its
 * source maps (a nested copy shows its own version). docs/dependencies.md reviews the advisories of this list.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { z } from 'zod'
import { type BundledPackage, formatPackages, packageDirs } from './lib/bundledPackages.ts'

const SourceMap = z.object({ sourceRoot: z.string().optional(), sources: z.array(z.string().nullable()) })
const PackageJson = z.object({ name: z.string(), version: z.string() })

const dist = process.argv[2] ?? 'dist'
const assets = join(dist, 'assets')
const maps = existsSync(assets) ? readdirSync(assets).filter((file) => file.endsWith('.js.map')) : []
if (maps.length === 0) {
  console.error(`No source maps in ${assets}: build first (npm run bundle).`)
  process.exit(1)
}

const packages: BundledPackage[] = []
const problems: string[] = []
const seen = new Set<string>()
for (const file of maps) {
  const map = SourceMap.parse(JSON.parse(readFileSync(join(assets, file), 'utf8')))
  const sources = map.sources.filter((source): source is string => source !== null)
  for (const { name, dir } of packageDirs(sources)) {
    const folder = resolve(assets, map.sourceRoot ?? '', dir)
    if (seen.has(folder)) continue
    seen.add(folder)
    const manifest = join(folder, 'package.json')
    if (!existsSync(manifest)) {
      problems.push(`${name}: no ${manifest} (installed tree changed since the build?)`)
      continue
    }
    const parsed = PackageJson.safeParse(JSON.parse(readFileSync(manifest, 'utf8')))
    if (!parsed.success || parsed.data.name !== name) {
      problems.push(`${name}: ${manifest} does not name it`)
      continue
    }
    packages.push(parsed.data)
  }
}

const lines = formatPackages(packages)
console.log(lines.join('\n'))
console.error(
  `${lines.length} package versions (${new Set(packages.map((pkg) => pkg.name)).size} packages, ${seen.size} folders) from ${maps.length} source maps in ${assets}`,
)
if (problems.length > 0) {
  console.error(problems.join('\n'))
  process.exit(1)
}
