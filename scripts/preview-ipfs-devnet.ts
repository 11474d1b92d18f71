/**
 * `npm run preview:ipfs:devnet [-- --port P --host H]`: the IPFS layout for the devnet (`vite build --mode
 * ipfs-devnet` into dist-ipfs-devnet; the devnet's RPC and services from the environment, VITE_DEVNET_RPC_URL and
 * VITE_DEVNET_SERVICES_URL, as `preview:devnet` takes them), served like `preview:ipfs` on 127.0.0.1:4175 below
 * `/ipfs/<cid>/` (the path-gateway refusal) and at `http://<cid>.ipfs.localhost:4175/` (a subdomain-style load that
 * works), printing both URLs. Needs a running devnet (`npm run devnet`) to be useful.
 */
import { bin, run } from './run.ts'
import { IPFS_DEVNET_MODE } from './lib/staticBuild.ts'
import { previewOptions, serveIpfsPreview } from './lib/ipfsPreview.ts'

const OUT_DIR = 'dist-ipfs-devnet'
const options = previewOptions(process.argv.slice(2), { dir: OUT_DIR, port: 4175, dirOption: false })
const built = await run(bin('vite'), ['build', '--mode', IPFS_DEVNET_MODE, '--outDir', OUT_DIR])
if (built !== 0) process.exit(built)
await serveIpfsPreview({ ...options, missing: 'the build wrote no index.html' })
