import type { Plugin, Rollup } from 'vite'
import { APP_CHUNKS_META, LANDING_CHUNKS_META } from '../../src/app/boot/bootMeta.ts'
import { assetHref } from './staticBuild.ts'

type Chunk = Pick<Rollup.OutputChunk, 'fileName' | 'imports' | 'isEntry' | 'facadeModuleId' | 'moduleIds'>

/** Whether `chunk` holds a module matching `modules`: its facade or any module a code-splitting group put in it. */
const holds = (chunk: Chunk, modules: readonly RegExp[]): boolean =>
  [chunk.facadeModuleId ?? '', ...chunk.moduleIds].some((id) => modules.some((pattern) => pattern.test(id)))

/** The files of chunks matching `modules` with their static imports, minus `loaded`, in the order met. */
export function chunkClosure(
  chunks: readonly Chunk[],
  modules: readonly RegExp[],
  loaded: ReadonlySet<string> = new Set(),
): string[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
  const files = new Set<string>()
  const add = (file: string): void => {
    if (files.has(file) || loaded.has(file)) return
    files.add(file)
    for (const child of byFile.get(file)?.imports ?? []) add(child)
  }
  for (const chunk of chunks) if (holds(chunk, modules)) add(chunk.fileName)
  return [...files]
}

/** The entry's chunk and the chunks it imports statically: loaded before any of the app's code runs. */
function loadedWithEntry(chunks: readonly Chunk[]): Set<string> {
  const entry = chunks.find((chunk) => chunk.isEntry)
  return new Set([entry?.fileName ?? '', ...(entry?.imports ?? [])])
}

/**
 * The app's chunks and the landing route's (less the app's), without the entry's. All listed however small: a chunk
 * the entry does not preload costs a round trip after its importer.
 */
export function bootChunks(
  chunks: readonly Chunk[],
  app: RegExp,
  landing: readonly RegExp[],
): { app: string[]; landing: string[] } {
  const loaded = loadedWithEntry(chunks)
  const appFiles = chunkClosure(chunks, [app], loaded)
  return { app: appFiles, landing: chunkClosure(chunks, landing, new Set([...loaded, ...appFiles])) }
}

/** Every chunk in memory once the app runs: the entry and its imports, the app module's chunk and its static ones. */
export function loadedWithApp(chunks: readonly Chunk[], app: RegExp): Set<string> {
  const loaded = loadedWithEntry(chunks)
  return new Set([...loaded, ...chunkClosure(chunks, [app], loaded)])
}

/**
 * A dynamic import's preload links: its dependencies less the chunks loaded with the app. Vite's helper would link
 * every dependency not yet linked, and each link costs main-thread time.
 */
export function preloadDependencies(deps: readonly string[], loaded: ReadonlySet<string>): string[] {
  return deps.filter((dep) => !loaded.has(dep))
}

/**
 * Lists the app's and the landing route's chunks in two `<meta>`s, which the entry preloads after the first screen has
 * painted (`src/app/boot`): modulepreload links would hold that frame back. `loaded` is filled with `loadedWithApp`.
 */
export function bootChunksPlugin(
  base: './' | '/',
  app: RegExp,
  landing: readonly RegExp[],
  loaded?: Set<string>,
): Plugin {
  return {
    name: 'ucash-boot-chunks',
    apply: 'build',
    // Before Vite's import analysis (a later plugin) resolves each dynamic import's preload dependencies.
    generateBundle(_options, bundle) {
      if (!loaded) return
      loaded.clear()
      const chunks = Object.values(bundle).filter((output): output is Rollup.OutputChunk => output.type === 'chunk')
      for (const file of loadedWithApp(chunks, app)) loaded.add(file)
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const bundle = context.bundle
        if (!bundle) return []
        const chunks = Object.values(bundle).filter((output): output is Rollup.OutputChunk => output.type === 'chunk')
        const files = bootChunks(chunks, app, landing)
        const meta = (name: string, list: string[]) =>
          ({
            tag: 'meta',
            attrs: { name, content: list.map((file) => assetHref(base, file)).join(' ') },
            injectTo: 'head',
          }) as const
        return [meta(APP_CHUNKS_META, files.app), meta(LANDING_CHUNKS_META, files.landing)]
      },
    },
  }
}

/**
 * V8's explicit compile hint (Chromium 136+): a file starting with it is compiled eagerly on a background thread as it
 * streams, not function by function on the main thread.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n'

/** A source map's JSON with its generated code moved down one line (a line added above the code). */
export function withMapLineAbove(json: string): string {
  const map = JSON.parse(json) as { mappings: string }
  return JSON.stringify({ ...map, mappings: `;${map.mappings}` })
}

/**
 * Gives the chunks a cold load runs at once the compile hint, as most of their functions run in the first render
 * anyway. Runs after every other `generateBundle`, since the hint must be the file's first line.
 */
export function compileHintsPlugin(app: RegExp, landing: readonly RegExp[]): Plugin {
  return {
    name: 'ucash-compile-hints',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const chunks = Object.values(bundle).filter((output): output is Rollup.OutputChunk => output.type === 'chunk')
        const files = bootChunks(chunks, app, landing)
        for (const file of [...files.app, ...files.landing]) {
          const chunk = bundle[file]
          if (chunk?.type !== 'chunk') continue
          if (chunk.code.startsWith(COMPILE_HINT)) continue
          chunk.code = COMPILE_HINT + chunk.code
          // The source map is an asset of the bundle by now (the chunk's `map` is a read-only copy).
          const map = bundle[chunk.sourcemapFileName ?? `${file}.map`]
          if (map?.type === 'asset' && typeof map.source === 'string') map.source = withMapLineAbove(map.source)
        }
      },
    },
  }
}
