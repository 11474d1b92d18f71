/**
 * `npm run preview:ipfs [-- --dir D --port P --host H]`: serves an IPFS build (`npm run build:ipfs`, default dir
 * dist-ipfs) the way a gateway does, on 127.0.0.1:4174, below `/ipfs/<cid>/` (where the app shows its path-gateway
 * refusal) and in the subdomain form `http://<cid>.ipfs.localhost:4174/`, and prints both URLs. Nothing is answered
 * outside them, so a root-absolute URL left in the build shows as a 404 in the browser's network tab.
 */
import { previewOptions, serveIpfsPreview } from './lib/ipfsPreview.ts'

const options = previewOptions(process.argv.slice(2), { dir: 'dist-ipfs', port: 4174, dirOption: true })
await serveIpfsPreview({ ...options, missing: 'run npm run build:ipfs first' })
