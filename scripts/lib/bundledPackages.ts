/** The pure part of `scripts/bundled-packages.ts`: from a source-map path to its package and that copy's own folder. */

export interface SourcePackage {
  /** The package's name, scoped names included (`@noble/hashes`). */
  name: string
  /** The source path up to and including the package's folder (`../../node_modules/a/node_modules/b`). */
  dir: string
}

export interface BundledPackage {
  name: string
  version: string
}

const MARKER = 'node_modules/'

/**
 * A source's package: the innermost `node_modules/<name>` (or `@scope/name`) in its path; undefined for app files,
 * bare `node_modules/`, a nameless scope or a virtual module.
 */
export function sourcePackage(source: string): SourcePackage | undefined {
  const path = source.replaceAll('\\', '/').split(/[?#]/, 1)[0] ?? ''
  const at = path.lastIndexOf(MARKER)
  if (at < 0 || (at > 0 && path[at - 1] !== '/')) return undefined
  const [first = '', second = ''] = path.slice(at + MARKER.length).split('/')
  const scoped = first.startsWith('@')
  if (
    first === '' ||
    first === '.' ||
    first === '..' ||
    (scoped && (second === '' || second === '.' || second === '..'))
  )
    return undefined
  const name = scoped ? `${first}/${second}` : first
  return { name, dir: path.slice(0, at + MARKER.length + name.length) }
}

/** The distinct package folders among some sources, in first-seen order. */
export function packageDirs(sources: readonly string[]): SourcePackage[] {
  const seen = new Map<string, SourcePackage>()
  for (const source of sources) {
    const found = sourcePackage(source)
    if (found && !seen.has(found.dir)) seen.set(found.dir, found)
  }
  return [...seen.values()]
}

/** `name@version` lines, one for each distinct pair (two folders of the same version are one line), sorted by name then version. */
export function formatPackages(packages: readonly BundledPackage[]): string[] {
  const unique = new Map(packages.map((pkg) => [`${pkg.name}@${pkg.version}`, pkg]))
  return [...unique.values()]
    .sort((a, b) =>
      a.name === b.name ? a.version.localeCompare(b.version, 'en', { numeric: true }) : a.name < b.name ? -1 : 1,
    )
    .map((pkg) => `${pkg.name}@${pkg.version}`)
}
