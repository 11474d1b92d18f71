/**
 * `npm run preview:ipfs:devnet [-- --port P --host H]`: the devnet's IPFS build (RPC and services from the
 * environment) served like `preview:ipfs` on 127.0.0.1:4175, both URLs printed. Needs a running devnet.
 */
import { bin, run } from './run.ts'
import { IPFS_DEVNET_MODE } from './lib/staticBuild.ts'
import { previewOptions, serveIpfsPreview } from './lib/ipfsPreview.ts'

const OUT_DIR = 'dist-ipfs-devnet'
const options = previewOptions(process.argv.slice(2), { dir: OUT_DIR, port: 4175, dirOption: false })
const built = await run(bin('vite'), ['build', '--mode', IPFS_DEVNET_MODE, '--outDir', OUT_DIR])
if (built !== 0) process.exit(built)
await serveIpfsPreview({ ...options, missing: 'the build wrote no index.html' })
