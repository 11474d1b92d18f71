// @vitest-environment node
// (multiformats checks Uint8Array by realm; under the unit project's jsdom the list CID cannot be computed.)
import { bench, describe } from 'vitest'
import { freePort } from '../scripts/ports.ts'
import { startDevnet } from './index.ts'

// How long `npm run devnet` takes to be ready: anvil up, the whole protocol deployed and seeded, the server up.
describe('devnet', () => {
  bench(
    'start, deploy, seed and stop',
    async () => {
      const devnet = await startDevnet({ port: await freePort(), httpPort: await freePort() })
      await devnet.stop()
    },
    { iterations: 3, warmupIterations: 1, time: 0 },
  )
})
