/** Runs the anvil binary of `@foundry-rs/anvil`'s platform package, so nothing is downloaded at install or run time. */
import { type ChildProcess, spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

const require = createRequire(import.meta.url)

export const DEVNET_CHAIN_ID = 31337
export const DEVNET_MNEMONIC = 'test test test test test test test test test test test junk'

/** Path of the anvil binary from the platform package `@foundry-rs/anvil-<os>-<arch>`. */
export function anvilBinary(): string {
  const arch = process.arch === 'x64' ? 'amd64' : process.arch
  const pkg = `@foundry-rs/anvil-${process.platform}-${arch}`
  try {
    const dir = dirname(require.resolve(`${pkg}/package.json`))
    return join(dir, 'bin', process.platform === 'win32' ? 'anvil.exe' : 'anvil')
  } catch {
    throw new Error(`${pkg} is not installed: run \`npm install\` (anvil ships per platform as an optional package)`)
  }
}

export interface AnvilOptions {
  host: string
  port: number
  /** Seconds between blocks mined without transactions; transactions are still mined at once (mixed mining). */
  blockTime: number
  /** Genesis timestamp (seconds). */
  timestamp: number
}

export interface AnvilProcess {
  child: ChildProcess
  stop(): Promise<void>
}

export async function startAnvil(options: AnvilOptions): Promise<AnvilProcess> {
  const args = [
    '--host',
    options.host,
    '--port',
    String(options.port),
    '--chain-id',
    String(DEVNET_CHAIN_ID),
    '--mnemonic',
    DEVNET_MNEMONIC,
    '--accounts',
    '10',
    '--balance',
    '10000',
    '--block-time',
    String(options.blockTime),
    '--mixed-mining',
    '--timestamp',
    String(options.timestamp),
    '--silent',
  ]
  const child = spawn(anvilBinary(), args, { stdio: ['ignore', 'ignore', 'pipe'] })
  let stderr = ''
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString()
  })
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))

  const stop = async (): Promise<void> => {
    if (child.exitCode !== null || child.signalCode !== null) return
    child.kill('SIGTERM')
    const timer = setTimeout(() => child.kill('SIGKILL'), 3000)
    await exited
    clearTimeout(timer)
  }

  const url = `http://${options.host}:${options.port}`
  const deadline = Date.now() + 15_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`anvil exited with code ${child.exitCode}: ${stderr.trim()}`)
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
      })
      if (response.ok) break
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop()
      throw new Error(`anvil did not answer on ${url} within 15 s: ${stderr.trim()}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return { child, stop }
}
