import { msg } from '@lingui/core/macro'
import { type Address, formatUnits } from 'viem'
import { merkleDistributorAbi } from '@/abis/merkleDistributorAbi'
import type { ClaimData } from '@/entities/claim'
import { contractCall, useWrite, writeView } from '@/entities/transaction'
import { formatSignificant } from '@/lib/format'
import { claimGas, followedWrite } from '../model/claimState'
import { useFollowedClaim } from './useFollowedClaim'

interface ClaimTarget {
  chainId: number | undefined
  /** Who receives the tokens: the connected account (self claim) or the address typed (address claim). */
  recipient: Address | undefined
  claim: ClaimData | null
  distributor: Address | undefined
}

/**
 * claim(index, recipient, amount, proof) through the one write path (gas: spec 9), recorded as a claim for the
 * recipient so a closed dialog or a reload still follows the pending claim. Any failure returns to the entry state.
 */
export function useClaimAirdrop({ chainId, recipient, claim, distributor }: ClaimTarget) {
  const write = useWrite()
  const followed = useFollowedClaim(chainId, recipient)
  const { status, hash } = followedWrite(write, followed.record)
  // Spec 4: any failure (rejected, not sent, reverted, replaced, dropped) returns to the entry state.
  const onForm = writeView(status, hash !== undefined, write.failure, 'form') === 'form'

  const submit = async (): Promise<void> => {
    if (!claim || !distributor || !recipient) return
    const call = contractCall({
      address: distributor,
      abi: merkleDistributorAbi,
      functionName: 'claim',
      args: [BigInt(claim.index), recipient, claim.amount, claim.proof],
    })
    // Spec 9: the airdrop token has 18 decimals; summaries show 3 significant digits.
    const amount = formatSignificant(formatUnits(claim.amount, 18), 3)
    await write.write({
      kind: 'transaction',
      calls: [call],
      summary: msg`Claimed ${amount} UNI`,
      claim: { recipient },
      gas: claimGas,
    })
  }

  const reset = (): void => {
    write.reset()
    followed.forget()
  }

  return {
    write: { status, hash },
    claimed: status === 'confirmed',
    submit,
    reset,
    error: onForm ? write.failure : undefined,
  }
}
