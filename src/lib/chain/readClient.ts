import type { Account, Chain, Client, PublicClient, Transport } from 'viem'
import {
  getBalance,
  getBlock,
  getBlockNumber,
  getTransaction,
  getTransactionCount,
  getTransactionReceipt,
  multicall,
  readContract,
} from 'viem/actions'
import { useClient } from 'wagmi'

type ReadAction =
  | 'readContract'
  | 'multicall'
  | 'getBalance'
  | 'getBlock'
  | 'getBlockNumber'
  | 'getTransaction'
  | 'getTransactionCount'
  | 'getTransactionReceipt'

/** The chain reads the app makes through a client: a slice of viem's public client. */
export type ReadClient = Pick<
  PublicClient<Transport, Chain | undefined, Account | undefined>,
  ReadAction | 'pollingInterval'
>

export type WagmiClient = Client<Transport, Chain | undefined, Account | undefined>

const cache = new WeakMap<WagmiClient, ReadClient>()

/**
 * A wagmi client with only the read actions the app uses, leaving out the signature verification and elliptic-curve
 * library the swap page never needs (a write's pre-send reads are in `simulationClient`). One object per client, so
 * it can be a memo dependency.
 */
export function readClient(client: WagmiClient): ReadClient {
  const known = cache.get(client)
  if (known) return known
  const reader: ReadClient = {
    pollingInterval: client.pollingInterval,
    readContract: (args) => readContract(client, args),
    multicall: (args) => multicall(client, args),
    getBalance: (args) => getBalance(client, args),
    getBlock: (args) => getBlock(client, args),
    getBlockNumber: (args) => getBlockNumber(client, args),
    getTransaction: (args) => getTransaction(client, args),
    getTransactionCount: (args) => getTransactionCount(client, args),
    getTransactionReceipt: (args) => getTransactionReceipt(client, args),
  }
  cache.set(client, reader)
  return reader
}

/** wagmi's client for `chainId` as a `ReadClient` (in place of `usePublicClient`); undefined for a chain it lacks. */
export function useReadClient(chainId: number | undefined): ReadClient | undefined {
  const client = useClient({ chainId })
  return client && readClient(client)
}
