/** anvil's development accounts (mnemonic `test test ... junk`), what each is seeded with, and the airdrop amounts. */
import { type Address, type Hex, parseEther, toHex } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { DEVNET_MNEMONIC } from './anvil.ts'

const ACCOUNT_LABELS = [
  'Trader: tokens, LP, V1 liquidity, a stake, 20M self-delegated votes',
  'Liquidity provider: tokens, LP, stakes, self-delegated votes, a proposer',
  'Holder: tokens and UNI but no delegate (Unlock Voting)',
  'Former proposer: votes delegated away (its proposal was canceled)',
  'Fresh wallet: ETH only',
  'Fresh wallet: ETH only',
  'Fresh wallet: ETH only',
  'Fresh wallet: ETH only',
  'Fresh wallet: ETH only, no airdrop claim',
  'Deployer: owns the protocol, bulk liquidity and most UNI',
] as const

export interface DevAccount {
  address: Address
  privateKey: Hex
  label: string
}

export function devAccounts(): DevAccount[] {
  return ACCOUNT_LABELS.map((label, addressIndex) => {
    const account = mnemonicToAccount(DEVNET_MNEMONIC, { addressIndex })
    const key = account.getHdKey().privateKey
    if (!key) throw new Error('HD key without private key')
    return { address: account.address, privateKey: toHex(key), label }
  })
}

/** Airdrop amounts per the spec: 1000 for the SOCKS flag, 400 for the user flag, liquidity as the remainder. */
export const claimAmounts = (accounts: DevAccount[]): Record<Address, bigint> => {
  const amounts = ['400', '1400', '1634.56789', '400', '1000', '777.77', '400', '400']
  return Object.fromEntries(amounts.map((amount, i) => [accounts[i]!.address, parseEther(amount)]))
}
