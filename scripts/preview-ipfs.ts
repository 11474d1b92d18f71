/**
 * `npm run preview:ipfs [-- --dir D --port P --host H]`: an IPFS build served as a gateway does on 127.0.0.1:4174,
 * path and subdomain form. Nothing else is answered, so a root-absolute URL in the build shows as a 404.
 */
import { previewOptions, serveIpfsPreview } from './lib/ipfsPreview.ts'

const options = previewOptions(process.argv.slice(2), { dir: 'dist-ipfs', port: 4174, dirOption: true })
await serveIpfsPreview({ ...options, missing: 'run npm run build:ipfs first' })
