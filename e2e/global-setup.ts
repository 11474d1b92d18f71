/**
 * Starts what the end-to-end suite runs against: a devnet on free ports, and the production bundle built for the
 * devnet (`npm run preview:devnet`) on a free port (or E2E_PORT),
 * exported to the workers as E2E_BASE_URL (Playwright's baseURL). The devnet's manifest path is passed to the tests in
 * DEVNET_MANIFEST. Returns the teardown.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { startDevnet } from '../devnet/index.ts'
import { freePort } from '../scripts/ports.ts'

async function waitForHttp(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`preview:devnet exited with code ${child.exitCode}`)
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`)
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  const devnet = await startDevnet({ port: await freePort(), httpPort: await freePort() })
  process.env.DEVNET_MANIFEST = devnet.manifestPath
  const e2ePort = process.env.E2E_PORT ? Number(process.env.E2E_PORT) : await freePort()
  const baseURL = `http://127.0.0.1:${e2ePort}`
  const preview = spawn('node_modules/.bin/tsx', ['scripts/preview-devnet.ts', '--port', String(e2ePort), '--strictPort'], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, VITE_DEVNET: '1', VITE_DEVNET_RPC_URL: devnet.manifest.rpcUrl, VITE_DEVNET_SERVICES_URL: new URL(devnet.manifest.claimDataUrl).origin },
    detached: true,
  })
  const teardown = async (): Promise<void> => {
    if (preview.pid && preview.exitCode === null) process.kill(-preview.pid, 'SIGTERM')
    await devnet.stop()
  }
  try {
    await waitForHttp(`${baseURL}/`, preview, 180_000)
  } catch (error) {
    await teardown()
    throw error
  }
  process.env.E2E_BASE_URL = baseURL
  return teardown
}
