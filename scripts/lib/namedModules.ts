import { existsSync } from 'node:fs'
import { join } from 'node:path'
import type { Plugin } from 'vite'

/**
 * Modules the build config names: a project file (with an optional query such as `?tsr-split=component`), a folder, or
 * an npm package. A name that no longer exists stops the build rather than silently change the chunking.
 */
export interface ModuleNames {
  files?: readonly string[]
  folders?: readonly string[]
  packages?: readonly string[]
}

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** A file name with a query: each `key=value` of the name's query must be a word of the id's value for that key. */
function filePattern(file: string): string {
  const [path = '', query] = file.split('?')
  const params = query ? [...new URLSearchParams(query)] : []
  if (params.length === 0) return `/${escape(path)}$`
  return `/${escape(path)}${params.map(([key, value]) => `(?=\\?(?:[^#]*&)?${escape(key)}=[\\w-]*\\b${escape(value)}\\b)`).join('')}`
}

/** One regular expression over module ids (absolute paths, Vite's virtual queries included) for `names`. */
export function modulePattern(names: ModuleNames): RegExp {
  const parts = [
    ...(names.files ?? []).map(filePattern),
    ...(names.folders ?? []).map((folder) => `/${escape(folder.replace(/\/$/, ''))}/`),
    // The project's own install of the package: another version nested in a dependency's node_modules is not it.
    ...(names.packages ?? []).map((pkg) => `^(?:(?!/node_modules/).)*/node_modules/${escape(pkg)}/`),
  ]
  if (parts.length === 0) throw new Error('modulePattern: no module named')
  return new RegExp(parts.join('|'))
}

/** The names of `names` that are not on disk under `root` (a package without its package.json counts as missing). */
export function missingModules(root: string, names: ModuleNames): string[] {
  return [
    ...(names.files ?? []).filter((file) => !existsSync(join(root, file.split('?')[0] ?? ''))),
    ...(names.folders ?? []).filter((folder) => !existsSync(join(root, folder))),
    ...(names.packages ?? [])
      .filter((pkg) => !existsSync(join(root, 'node_modules', pkg, 'package.json')))
      .map((pkg) => `npm package ${pkg}`),
  ]
}

/** Each single name of `names`, as its own `ModuleNames` (to tell which one matched nothing). */
function eachName(names: ModuleNames): [string, ModuleNames][] {
  return [
    ...(names.files ?? []).map((file): [string, ModuleNames] => [file, { files: [file] }]),
    ...(names.folders ?? []).map((folder): [string, ModuleNames] => [folder, { folders: [folder] }]),
    ...(names.packages ?? []).map((pkg): [string, ModuleNames] => [`npm package ${pkg}`, { packages: [pkg] }]),
  ]
}

/** The names of `names` that match none of `moduleIds` (what a bundle holds). */
export function unmatchedModules(names: ModuleNames, moduleIds: readonly string[]): string[] {
  return eachName(names)
    .filter(([, one]) => {
      const pattern = modulePattern(one)
      return !moduleIds.some((id) => pattern.test(id))
    })
    .map(([name]) => name)
}

/**
 * Each named module must be on disk when the build starts and in the production bundle (else its chunk group would be
 * silently empty).
 */
export function namedModulesPlugin(root: string, groups: Readonly<Record<string, ModuleNames>>): Plugin {
  const problems = (find: (names: ModuleNames) => string[], what: string): string[] =>
    Object.entries(groups).flatMap(([group, names]) => find(names).map((name) => `${name} (${group}) ${what}`))
  return {
    name: 'ucash:named-modules',
    buildStart() {
      const missing = problems((names) => missingModules(root, names), 'does not exist')
      if (missing.length) this.error(`vite.config.ts names modules that are gone (renamed?): ${missing.join('; ')}`)
    },
    generateBundle(_options, bundle) {
      const ids = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? output.moduleIds : []))
      const unmatched = problems((names) => unmatchedModules(names, ids), 'is in no chunk')
      if (unmatched.length) this.error(`vite.config.ts names modules the bundle does not have: ${unmatched.join('; ')}`)
    },
  }
}
