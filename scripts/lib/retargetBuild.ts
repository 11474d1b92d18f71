/**
 * A devnet build points at its devnet through origins baked in at build time (VITE_DEVNET_RPC_URL and
 * VITE_DEVNET_SERVICES_URL: in the JavaScript and in the Content-Security-Policy of index.html). The end-to-end suite
 * gives each parallel worker a devnet of its own; instead of building once per worker, it copies the one build and
 * points the copy at the other devnet's ports.
 */
import { cpSync, readFileSync, readdirSync, writeFileSync } from 'node:fs'
import { extname, join } from 'node:path'

/** A devnet's ports: JSON-RPC and the services server (claim data, lists, gateway). */
export interface DevnetPorts {
  rpc: number
  services: number
}

const HOSTS = ['127.0.0.1', 'localhost']
const TEXT = new Set(['.html', '.js', '.css', '.json', '.webmanifest'])

/**
 * `text` with every origin of the `from` devnet (either host, either port) replaced by the same origin on the `to`
 * devnet's port; a longer port that merely starts with the same digits is left alone. Returns the count too.
 */
export function retargetText(text: string, from: DevnetPorts, to: DevnetPorts): { text: string; replaced: number } {
  let replaced = 0
  const ports = new Map([
    [String(from.rpc), String(to.rpc)],
    [String(from.services), String(to.services)],
  ])
  const pattern = new RegExp(
    `\\b(${HOSTS.map((h) => h.replaceAll('.', '\\.')).join('|')}):(${[...ports.keys()].join('|')})(?!\\d)`,
    'g',
  )
  const out = text.replace(pattern, (_match, host: string, port: string) => {
    replaced++
    return `${host}:${ports.get(port) ?? port}`
  })
  return { text: out, replaced }
}

/**
 * Copies the build in `source` to `target`, pointed at the `to` devnet. Throws unless both index.html (the policy)
 * and the JavaScript named the `from` devnet: a build that did not would serve the wrong chain silently.
 */
export function retargetBuild(source: string, target: string, from: DevnetPorts, to: DevnetPorts): void {
  cpSync(source, target, { recursive: true })
  let inHtml = 0
  let inScripts = 0
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name)
      if (entry.isDirectory()) walk(path)
      else if (TEXT.has(extname(entry.name))) {
        const { text, replaced } = retargetText(readFileSync(path, 'utf8'), from, to)
        if (replaced === 0) continue
        writeFileSync(path, text)
        if (entry.name === 'index.html') inHtml += replaced
        else if (extname(entry.name) === '.js') inScripts += replaced
      }
    }
  }
  walk(target)
  if (inHtml === 0 || inScripts === 0) {
    throw new Error(
      `retargetBuild: ${source} does not name the devnet at ports ${from.rpc}/${from.services} (index.html: ${inHtml}, scripts: ${inScripts})`,
    )
  }
}
