import type { Plugin, Rollup } from 'vite'
import { APP_CHUNKS_META, LANDING_CHUNKS_META } from '../../src/app/boot/bootMeta.ts'
import { assetHref } from './staticBuild.ts'

type Chunk = Pick<Rollup.OutputChunk, 'fileName' | 'imports' | 'isEntry' | 'facadeModuleId'>

/**
 * The files of the chunks whose module matches one of `modules`, with everything they import statically, minus the
 * files of `loaded` (in the order met).
 */
export function chunkClosure(chunks: readonly Chunk[], modules: readonly RegExp[], loaded: ReadonlySet<string> = new Set()): string[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
  const files = new Set<string>()
  const add = (file: string): void => {
    if (files.has(file) || loaded.has(file)) return
    files.add(file)
    for (const child of byFile.get(file)?.imports ?? []) add(child)
  }
  for (const chunk of chunks) if (chunk.facadeModuleId && modules.some((pattern) => pattern.test(chunk.facadeModuleId ?? ''))) add(chunk.fileName)
  return [...files]
}

/**
 * The app's chunks (the closure of `app`, the module the entry imports once the static first screen has painted) and
 * the landing route's (the closure of `landing`, less the app's), each without the entry and what it imports.
 */
export function bootChunks(chunks: readonly Chunk[], app: RegExp, landing: readonly RegExp[]): { app: string[]; landing: string[] } {
  const entry = chunks.find((chunk) => chunk.isEntry)
  const loaded = new Set([entry?.fileName ?? '', ...(entry?.imports ?? [])])
  const appFiles = chunkClosure(chunks, [app], loaded)
  return { app: appFiles, landing: chunkClosure(chunks, landing, new Set([...loaded, ...appFiles])) }
}

/**
 * The entry starts the app once index.html's static first screen has painted (`src/app/boot`). So that the app's
 * chunks, and on the landing route (the swap screen) that route's component, the English catalog and the swap engine,
 * are requested at once, index.html lists them in two `<meta>`s, which the entry preloads after that first frame: not
 * as `<link rel=modulepreload>` tags in the page, which hold the first frame back in Lighthouse's Chromium.
 */
export function bootChunksPlugin(base: './' | '/', app: RegExp, landing: readonly RegExp[]): Plugin {
  return {
    name: 'ucash-boot-chunks',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const bundle = context.bundle
        if (!bundle) return []
        const chunks = Object.values(bundle).filter((output): output is Rollup.OutputChunk => output.type === 'chunk')
        const files = bootChunks(chunks, app, landing)
        const meta = (name: string, list: string[]) =>
          ({ tag: 'meta', attrs: { name, content: list.map((file) => assetHref(base, file)).join(' ') }, injectTo: 'head' }) as const
        return [meta(APP_CHUNKS_META, files.app), meta(LANDING_CHUNKS_META, files.landing)]
      },
    },
  }
}
