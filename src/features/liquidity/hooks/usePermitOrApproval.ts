import { useState } from 'react'
import type { Address } from 'viem'
import { useAccount, useSignTypedData } from 'wagmi'
import { readContract } from 'wagmi/actions'
import { v2PairAbi } from '@/abis/v2PairAbi'
import { useApproval } from '@/entities/allowance'
import { useSettingsStore } from '@/entities/settings'
import { errorChain } from '@/lib/errors'
import { wagmiConfig } from '@/lib/chain/wagmiConfig'
import { type PermitSignature, pairPermitTypedData, toPermitSignature } from '../model/permit'
import { poolTokenInfo } from './useLiquidityPair'

const isRejection = (error: unknown) => [...errorChain(error)].some((e) => (e as { code?: unknown }).code === 4001)

/**
 * The router's right to burn the pool tokens (spec 4, remove flow): an EIP-2612 permit signature
 * (eth_signTypedData_v4) for exactly this amount, or, when signing fails for another reason than a rejection, an
 * ordinary approval. A signature is valid only for the amount it was signed for.
 */
export function usePermitOrApproval(chainId: number | undefined, pair: Address | undefined, spender: Address | undefined, liquidity: bigint | undefined, deadline: bigint | undefined) {
  const { address: owner } = useAccount()
  const exact = useSettingsStore((state) => state.userExactApproval)
  const approval = useApproval({ currency: pair && chainId !== undefined ? poolTokenInfo(chainId, pair) : undefined, amount: liquidity, spender, exact })
  const { signTypedDataAsync } = useSignTypedData()
  const [signed, setSigned] = useState<{ value: bigint; pair: Address; signature: PermitSignature }>()
  const signature = signed && signed.value === liquidity && signed.pair === pair ? signed.signature : undefined
  const [busy, setBusy] = useState(false)

  const approve = async () => {
    if (!pair || !owner || !spender || !liquidity || deadline === undefined || chainId === undefined) return
    setBusy(true)
    try {
      const nonce = await readContract(wagmiConfig, { chainId: chainId as never, address: pair, abi: v2PairAbi, functionName: 'nonces', args: [owner] })
      const typed = pairPermitTypedData({ chainId, pair, owner, spender, value: liquidity, nonce, deadline })
      setSigned({ value: liquidity, pair, signature: toPermitSignature(await signTypedDataAsync(typed), deadline) })
    } catch (error) {
      if (!isRejection(error)) {
        console.debug('Permit failed, approving instead', error)
        await approval.approve().catch((failure: unknown) => console.debug('Failed to approve pool tokens', failure))
      }
    } finally {
      setBusy(false)
    }
  }

  const state = signature ? 'APPROVED' : busy && approval.state === 'NOT_APPROVED' ? 'PENDING' : approval.state
  return { state, approved: approval.state === 'APPROVED', signature, approve }
}
