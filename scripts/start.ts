/**
 * `npm start`: the devnet on 127.0.0.1:8545 and the dev server on :5173 (or the next free port) pointed at it; prints
 * the URL, dev accounts, RPC URL and chain id, and how to reset. Ctrl-C stops both.
 */
import { createServer } from 'node:net'
import { PortInUseError, startDevnet } from '../devnet/index.ts'
import { startBanner } from './lib/startBanner.ts'
import { freePort } from './ports.ts'
import { bin, start } from './run.ts'

const APP_PORT = 5173

const isFree = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const probe = createServer()
    probe.once('error', () => resolve(false))
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)))
  })

let devnet
try {
  devnet = await startDevnet()
} catch (error) {
  console.error(error instanceof PortInUseError ? error.message : error)
  process.exit(1)
}
console.log(`Devnet ready: ${devnet.manifest.rpcUrl} (manifest: devnet/deployment.json)`)
const appPort = (await isFree(APP_PORT)) ? APP_PORT : await freePort()
const appUrl = `http://127.0.0.1:${appPort}/`
const vite = start(bin('vite'), ['--mode', 'devnet', '--port', String(appPort), '--strictPort'], {
  VITE_DEVNET_RPC_URL: devnet.manifest.rpcUrl,
  VITE_DEVNET_SERVICES_URL: new URL(devnet.manifest.claimDataUrl).origin,
})

let stopping = false
const stop = async (): Promise<void> => {
  if (stopping) return
  stopping = true
  vite.kill('SIGTERM')
  await devnet.stop()
  process.exit(0)
}
process.on('SIGINT', () => void stop())
process.on('SIGTERM', () => void stop())
vite.on('exit', () => void stop())

/** Waits until the dev server answers (or stops waiting when it exits or a minute passes). */
async function appAnswers(): Promise<boolean> {
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline && !stopping) {
    try {
      if ((await fetch(appUrl)).ok) return true
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  return false
}

if (await appAnswers()) console.log(startBanner(devnet.manifest, appUrl))
