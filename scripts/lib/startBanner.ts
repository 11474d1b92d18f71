/** What `npm start` prints once the app answers: the URL, dev accounts, RPC URL and chain id, how to reset it. */
import type { Manifest } from '../../devnet/manifest.ts'

type BannerManifest = Pick<Manifest, 'chainId' | 'rpcUrl' | 'accounts' | 'names' | 'reverseNames'>

/** An account's name: its reverse record, when that name resolves forward to the account (as the app shows it). */
export function primaryName(manifest: Pick<Manifest, 'names' | 'reverseNames'>, address: string): string | undefined {
  const name = manifest.reverseNames[address]
  return name !== undefined && manifest.names[name] === address ? name : undefined
}

export function startBanner(manifest: BannerManifest, appUrl: string): string {
  const accounts = manifest.accounts.map((account, i) => ({
    index: String(i).padStart(2),
    name: primaryName(manifest, account.address) ?? '',
    address: account.address,
    // The label's first part ("Trader: tokens, LP, ..." -> "Trader").
    role: account.label.split(':')[0] ?? '',
  }))
  const nameWidth = Math.max(...accounts.map((a) => a.name.length))
  const hexId = `0x${manifest.chainId.toString(16)}`
  return [
    '',
    'UCASH Exchange is up.',
    '',
    `  App       ${appUrl}`,
    `  RPC       ${manifest.rpcUrl}  chain id ${manifest.chainId} (${hexId}), currency ETH`,
    '            for a browser wallet: add a network with this RPC URL and chain id, or pick "UCASH Devnet"',
    "            in the app's network menu (the app asks the wallet to add it)",
    '  Reset     Ctrl-C, then npm start: the chain lives in memory and each start deploys it afresh, same addresses',
    '            (a browser wallet that sent transactions: clear its activity, e.g. MetaMask > Settings > Advanced)',
    '',
    "  Dev accounts (anvil's public test keys, in devnet/deployment.json; never use them on a real chain):",
    ...accounts.map((a) => `  ${a.index}  ${a.name.padEnd(nameWidth)}  ${a.address}  ${a.role}`),
    '',
    '  Ctrl-C stops the app and the devnet.',
  ].join('\n')
}
