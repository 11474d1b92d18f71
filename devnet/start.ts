/**
 * `npm run devnet [-- --port N] [--http-port N] [--block-time S] [--update-manifest]` (or DEVNET_PORT,
 * DEVNET_HTTP_PORT): anvil with the protocol deployed and seeded, what runs where printed, stopped cleanly on Ctrl-C.
 */
import { relative } from 'node:path'
import { parseArgs } from 'node:util'
import { z } from 'zod'
import { ManifestMismatchError, PortInUseError, startDevnet } from './index.ts'

const port = z.coerce.number().int().min(1).max(65535)
const optionsSchema = z.object({
  port: port.optional(),
  httpPort: port.optional(),
  blockTime: z.coerce.number().int().min(1).max(3600).optional(),
  updateManifest: z.boolean().optional(),
})

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      port: { type: 'string' },
      'http-port': { type: 'string' },
      'block-time': { type: 'string' },
      'update-manifest': { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  })
  if (values.help) {
    console.log('Usage: npm run devnet -- [--port 8545] [--http-port 8546] [--block-time 1] [--update-manifest]')
    return
  }
  const parsed = optionsSchema.safeParse({
    port: values.port ?? process.env.DEVNET_PORT,
    httpPort: values['http-port'] ?? process.env.DEVNET_HTTP_PORT,
    blockTime: values['block-time'],
    updateManifest: values['update-manifest'],
  })
  if (!parsed.success) {
    console.error(`Invalid option: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`)
    process.exitCode = 2
    return
  }

  const started = Date.now()
  console.log('Starting the UCASH devnet (anvil + protocol)...')
  const devnet = await startDevnet(parsed.data)
  const { manifest } = devnet
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  const rows: [string, string][] = [
    ['JSON-RPC (chain 31337)', manifest.rpcUrl],
    ['Claim data', `${manifest.claimDataUrl}/{chainId}/{address}`],
    ...Object.entries(manifest.tokenListUrls).map(([name, url]): [string, string] => [`Token list: ${name}`, url]),
    ['Beacon hits (tests)', new URL('/beacon-hits', manifest.claimDataUrl).href],
    ['IPFS gateway', `${manifest.ipfsGateway}/ipfs/${manifest.namedTokenList.cid}`],
    ['Name registry', manifest.contracts.ensRegistry],
    ['Manifest', relative(process.cwd(), devnet.manifestPath)],
  ]
  console.log(`\nDevnet ready in ${seconds} s.\n`)
  for (const [what, where] of rows) console.log(`  ${what.padEnd(24)} ${where}`)
  console.log("\n  Dev accounts (anvil's well-known keys; never use them on a real chain):")
  manifest.accounts.forEach((a, i) => console.log(`  ${String(i).padStart(2)}  ${a.address}  ${a.label}`))
  console.log('\n  Names (forward; * = also the primary name by reverse record):')
  for (const [name, address] of Object.entries(manifest.names)) {
    console.log(`  ${manifest.reverseNames[address] === name ? '*' : ' '} ${name.padEnd(24)} ${address}`)
  }
  console.log(`    ${manifest.namedTokenList.name.padEnd(24)} content hash -> ipfs://${manifest.namedTokenList.cid}`)
  console.log('\n  Press Ctrl-C to stop.')

  let stopping = false
  const shutdown = (signal: string): void => {
    if (stopping) return
    stopping = true
    console.log(`\n${signal}: stopping the devnet...`)
    devnet
      .stop()
      .then(() => console.log('Devnet stopped.'))
      .catch((error: unknown) => {
        console.error(error)
        process.exitCode = 1
      })
  }
  process.on('SIGINT', () => shutdown('SIGINT'))
  process.on('SIGTERM', () => shutdown('SIGTERM'))
}

main().catch((error: unknown) => {
  if (error instanceof PortInUseError || error instanceof ManifestMismatchError) console.error(`\n${error.message}`)
  else console.error(error)
  process.exitCode = 1
})
