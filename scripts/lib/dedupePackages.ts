import { existsSync, readFileSync, readdirSync, realpathSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { z } from 'zod'
import type { Plugin } from 'vite'

const manifestSchema = z.object({
  name: z.string(),
  version: z.string(),
  dependencies: z.record(z.string(), z.string()).optional(),
  peerDependencies: z.record(z.string(), z.string()).optional(),
  optionalDependencies: z.record(z.string(), z.string()).optional(),
})
type Manifest = z.infer<typeof manifestSchema>

const readManifest = (root: string): Manifest | undefined => {
  try {
    const parsed = manifestSchema.safeParse(JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')))
    return parsed.success ? parsed.data : undefined
  } catch {
    return undefined
  }
}

/** Every installed package under `nodeModules`, nested copies included: package root -> its manifest. */
function installedPackages(nodeModules: string): Map<string, Manifest> {
  const found = new Map<string, Manifest>()
  const walk = (dir: string): void => {
    if (!existsSync(dir)) return
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (!entry.isDirectory() || entry.name.startsWith('.')) continue
      if (entry.name.startsWith('@')) {
        for (const scoped of readdirSync(join(dir, entry.name), { withFileTypes: true }))
          if (scoped.isDirectory()) visit(join(dir, entry.name, scoped.name))
      } else visit(join(dir, entry.name))
    }
  }
  const visit = (root: string): void => {
    const manifest = readManifest(root)
    if (manifest) found.set(root, manifest)
    walk(join(root, 'node_modules'))
  }
  walk(nodeModules)
  return found
}

/** The version of `name` that Node's lookup finds from the package at `root` (its own node_modules, then upwards). */
function versionSeenFrom(root: string, name: string, installed: Map<string, Manifest>): string {
  for (let dir = root; ; dir = dirname(dir)) {
    if (!dir.endsWith('/node_modules')) {
      const manifest = installed.get(join(dir, 'node_modules', name))
      if (manifest) return manifest.version
    }
    if (dirname(dir) === dir) return 'missing'
  }
}

/**
 * Same-version package copies that npm installed twice or more, each mapped to its canonical copy (shortest path, then
 * first). Copies count as the same only when every dependency resolves to the same version from each, so a redirected
 * copy keeps its dependencies.
 */
export function duplicatePackageCopies(nodeModules: string): Map<string, string> {
  // By its real path: the bundler names modules by theirs (a checkout whose node_modules is a symlink, as in a
  // worktree, would otherwise match nothing).
  const installed = installedPackages(realpathSync(nodeModules))
  const groups = new Map<string, string[]>()
  for (const [root, manifest] of installed) {
    const names = Object.keys({
      ...manifest.dependencies,
      ...manifest.optionalDependencies,
      ...manifest.peerDependencies,
    }).sort()
    const key = [
      `${manifest.name}@${manifest.version}`,
      ...names.map((name) => `${name}@${versionSeenFrom(root, name, installed)}`),
    ].join(' ')
    groups.set(key, [...(groups.get(key) ?? []), root])
  }
  const redirects = new Map<string, string>()
  for (const roots of groups.values()) {
    if (roots.length < 2) continue
    const [canonical, ...others] = [...roots].sort((a, b) => a.length - b.length || (a < b ? -1 : a > b ? 1 : 0))
    if (canonical !== undefined) for (const root of others) redirects.set(root, canonical)
  }
  return redirects
}

/** The installed package a resolved module id lies in (`…/node_modules/@scope/name` or `…/node_modules/name`). */
export function packageRootOf(id: string): string | undefined {
  const at = id.lastIndexOf('/node_modules/')
  if (at < 0) return undefined
  const rest = id.slice(at + '/node_modules/'.length).split('/')
  const segments = rest[0]?.startsWith('@') ? 2 : 1
  if (rest.length <= segments) return undefined
  return id.slice(0, at + '/node_modules/'.length) + rest.slice(0, segments).join('/')
}

/** A regular expression for import specifiers naming any of these packages, or a subpath of one. */
export function specifierPattern(names: Iterable<string>): RegExp {
  const alternatives = [...new Set(names)].sort().map((name) => name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'))
  return alternatives.length === 0 ? /(?!)/ : new RegExp(`^(?:${alternatives.join('|')})(?:/|$)`)
}

/**
 * Bundles each same-version copy once (Rolldown keys modules by path): a bare import resolving into a duplicate is
 * pointed at its canonical copy, and relative imports follow from there.
 */
export function dedupePackages(nodeModules: string): Plugin {
  let redirects = new Map<string, string>()
  // Set once the build is known to be one, so the dev server and Vitest skip the scan.
  const filter = { id: specifierPattern([]) }
  return {
    name: 'ucash-dedupe-packages',
    enforce: 'pre',
    apply(_config, env) {
      if (env.command !== 'build') return false
      redirects = duplicatePackageCopies(nodeModules)
      filter.id = specifierPattern(
        [...redirects.keys()].map((root) => root.slice(root.lastIndexOf('/node_modules/') + '/node_modules/'.length)),
      )
      return true
    },
    resolveId: {
      filter,
      async handler(source, importer, options) {
        if (importer === undefined) return null
        const resolved = await this.resolve(source, importer, { ...options, skipSelf: true })
        if (!resolved || resolved.external) return resolved
        const root = packageRootOf(resolved.id)
        const canonical = root === undefined ? undefined : redirects.get(root)
        if (root === undefined || canonical === undefined) return resolved
        return { ...resolved, id: canonical + resolved.id.slice(root.length) }
      },
    },
  }
}
