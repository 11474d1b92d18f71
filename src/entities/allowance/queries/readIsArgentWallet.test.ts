import { QueryClient, skipToken } from '@tanstack/react-query'
import {
  type Address,
  createPublicClient,
  custom,
  encodeFunctionData,
  encodeFunctionResult,
  isAddressEqual,
} from 'viem'
import { describe, expect, it } from 'vitest'
import { hashFn } from 'wagmi/query'
import { argentWalletDetectorAbi as abi } from '@/abis/argentWalletDetectorAbi'
import { isArgentWalletQueryOptions } from './readIsArgentWallet'

const ACCOUNT: Address = '0x000000000000000000000000000000000000bEEF'
// @uniswap/sdk-core's ARGENT_WALLET_DETECTOR_ADDRESS[1].
const MAINNET_DETECTOR: Address = '0xeca4B0bDBf7c55E9b7925919d03CbF8Dc82537E8'

/**
 * A client whose node answers every eth_call as the detector would with `answer`, recording the calls: no npm package
 * ships Argent's detector, so there is none to deploy on the devnet.
 */
function recordingReader(answer: boolean) {
  const calls: { to: Address; data: string }[] = []
  const reader = createPublicClient({
    transport: custom({
      request: async ({ method, params }: { method: string; params: [{ to: Address; data: string }] }) => {
        if (method !== 'eth_call') throw new Error(`unexpected ${method}`)
        calls.push(params[0])
        return encodeFunctionResult({ abi, functionName: 'isArgentWallet', result: answer })
      },
    }),
  })
  return { reader, calls }
}

describe('isArgentWalletQueryOptions', () => {
  it('default: on mainnet, keyed on the detector, the account and the chain, and kept for the session', () => {
    const { reader } = recordingReader(true)
    const options = isArgentWalletQueryOptions(reader, { chainId: 1, account: ACCOUNT })
    expect(options.queryKey).toEqual(['isArgentWallet', { detector: MAINNET_DETECTOR, account: ACCOUNT, chainId: 1 }])
    expect(options.queryFn).not.toBe(skipToken)
    // No block in the key and never stale: one read per account and chain, none per block.
    expect(options.staleTime).toBe(Infinity)
  })

  it.each([true, false])(
    'behavior: reads isArgentWallet(account) at the detector and answers as it does (%s)',
    async (answer) => {
      const { reader, calls } = recordingReader(answer)
      const client = new QueryClient({ defaultOptions: { queries: { queryKeyHashFn: hashFn } } })
      expect(await client.fetchQuery(isArgentWalletQueryOptions(reader, { chainId: 1, account: ACCOUNT }))).toBe(answer)
      expect(calls).toHaveLength(1)
      expect(isAddressEqual(calls[0]!.to, MAINNET_DETECTOR)).toBe(true)
      expect(calls[0]!.data).toBe(encodeFunctionData({ abi, functionName: 'isArgentWallet', args: [ACCOUNT] }))
    },
  )

  it('behavior: skipped on a chain without a detector, and without an account', () => {
    const { reader } = recordingReader(true)
    expect(isArgentWalletQueryOptions(reader, { chainId: 137, account: ACCOUNT }).queryFn).toBe(skipToken)
    expect(isArgentWalletQueryOptions(reader, { chainId: 31337, account: ACCOUNT }).queryFn).toBe(skipToken)
    expect(isArgentWalletQueryOptions(reader, { chainId: 1, account: undefined }).queryFn).toBe(skipToken)
    expect(isArgentWalletQueryOptions(undefined, { chainId: 1, account: ACCOUNT }).queryFn).toBe(skipToken)
  })
})
