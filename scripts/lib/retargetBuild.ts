/**
 * A devnet build bakes its devnet's origins into the JavaScript and the CSP. The e2e suite gives each worker its own
 * devnet, so it copies one build and points each copy at another devnet's ports instead of building per worker.
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
 * `text` with every `from` devnet origin (either host) moved to the `to` devnet's port; a longer port starting with the
 * same digits is left alone. Returns the count too.
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
 * Copies the build to `target`, pointed at the `to` devnet. Throws unless index.html and the JavaScript both named the
 * `from` devnet: otherwise it would serve the wrong chain silently.
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
