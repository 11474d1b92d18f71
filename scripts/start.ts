/**
 * `npm start`: the devnet on 127.0.0.1:8545 and the app's dev server on http://127.0.0.1:5173 pointed at it.
 * Ctrl-C stops both.
 */
import { PortInUseError, startDevnet } from '../devnet/index.ts'
import { bin, start } from './run.ts'

let devnet
try {
  devnet = await startDevnet()
} catch (error) {
  console.error(error instanceof PortInUseError ? error.message : error)
  process.exit(1)
}
console.log(`Devnet ready: ${devnet.manifest.rpcUrl} (manifest: devnet/deployment.json)`)
const vite = start(bin('vite'), ['--mode', 'devnet'], { VITE_DEVNET: '1', VITE_DEVNET_RPC_URL: devnet.manifest.rpcUrl, VITE_DEVNET_SERVICES_URL: new URL(devnet.manifest.claimDataUrl).origin })

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
