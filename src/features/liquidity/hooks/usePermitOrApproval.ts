import { useEffect, useEffectEvent, useState } from 'react'
import type { Address } from 'viem'
import { useAccount } from 'wagmi'
import { v2PairAbi } from '@/abis/v2PairAbi'
import { useApproval } from '@/entities/allowance'
import { type PermitSignature, pairPermitTypedData, toPermitSignature } from '@/entities/pair'
import { useSettingsStore } from '@/entities/settings'
import { useWrite } from '@/entities/transaction'
import { useBlockRead } from '@/lib/chain/useBlockRead'
import { poolTokenInfo } from './useLiquidityPair'

/**
 * The router's right to burn the pool tokens (spec 4, remove flow): an EIP-2612 permit signature
 * (eth_signTypedData_v4, through the one write path) for exactly this amount, or, when signing fails for another reason
 * than a rejection, an ordinary approval. A signature is valid only for the amount it was signed for.
 */
export function usePermitOrApproval(chainId: number | undefined, pair: Address | undefined, spender: Address | undefined, liquidity: bigint | undefined, deadline: bigint | undefined) {
  const { address: owner } = useAccount()
  const exact = useSettingsStore((state) => state.userExactApproval)
  const approval = useApproval({ currency: pair && chainId !== undefined ? poolTokenInfo(chainId, pair) : undefined, amount: liquidity, spender, exact })
  const nonce = useBlockRead({ chainId, address: pair, abi: v2PairAbi, functionName: 'nonces', args: owner ? [owner] : undefined, enabled: Boolean(pair && owner) })
  const permit = useWrite()
  const [signed, setSigned] = useState<{ value: bigint; pair: Address; signature: PermitSignature }>()
  const signature = signed && signed.value === liquidity && signed.pair === pair ? signed.signature : undefined

  const fallBack = (reason: unknown) => {
    console.debug('Permit failed, approving instead', reason)
    void approval.approve()
  }
  // The permit's failure: a rejection ends here (silently); anything else falls back to an approval (spec 4).
  const onPermitFailed = useEffectEvent((error: unknown) => fallBack(error))
  useEffect(() => {
    if (permit.failure) onPermitFailed(permit.failure)
  }, [permit.failure])

  const approve = async () => {
    if (!pair || !owner || !spender || !liquidity || deadline === undefined || chainId === undefined) return
    if (nonce.data === undefined) return fallBack(nonce.error)
    const typedData = pairPermitTypedData({ chainId, pair, owner, spender, value: liquidity, nonce: nonce.data, deadline })
    const result = await permit.write({ kind: 'signature', typedData })
    if (result?.kind === 'signature') setSigned({ value: liquidity, pair, signature: toPermitSignature(result.signature, deadline) })
  }

  const busy = permit.busy || approval.requesting
  const state = signature ? 'APPROVED' : busy && approval.state === 'NOT_APPROVED' ? 'PENDING' : approval.state
  return { state, approved: approval.state === 'APPROVED', signature, approve }
}
