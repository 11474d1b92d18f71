/**
 * The npm packages a production build ships, read from its source maps (`scripts/bundled-packages.ts`): the pure part,
 * from a source path to the package (and the package's own folder, so a nested copy's version is read from that copy).
 */

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
 * The package a source-map source belongs to: the innermost `node_modules/<name>` (or `node_modules/@scope/name`) of
 * the path, so `node_modules/a/node_modules/b/x.js` is `b`, the copy nested in `a`. Undefined for the app's own files
 * and for paths that name no package (a bare `node_modules/`, a scope with no name, a virtual module).
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
