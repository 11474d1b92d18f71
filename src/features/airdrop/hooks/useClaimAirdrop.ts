import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { type Address, BaseError, type Hash, UserRejectedRequestError, formatUnits } from 'viem'
import { useAccount, usePublicClient, useWriteContract } from 'wagmi'
import { merkleDistributorAbi } from '@/abis/merkleDistributorAbi'
import type { ClaimData } from '@/entities/claim'
import { transactionStatus, useTransactionStore } from '@/entities/transaction'
import { withGasMargin } from '@/lib/chain/gasMargin'
import { useSupportedChainId } from '@/lib/chain/useSupportedChainId'

export type ClaimState = { step: 'idle' } | { step: 'attempting' } | { step: 'submitted'; hash: Hash } | { step: 'claimed'; hash: Hash }

/**
 * claim(index, account, amount, proof) with the gas estimate plus a margin; the transaction is recorded before
 * anything else can lose it. Failure or rejection returns to the entry state (rejection silently).
 */
export function useClaimAirdrop(claim: ClaimData | null, distributor: Address | undefined) {
  const { t } = useLingui()
  const { address } = useAccount()
  const chainId = useSupportedChainId()
  const client = usePublicClient({ chainId })
  const { writeContractAsync } = useWriteContract()
  const addTransaction = useTransactionStore((state) => state.addTransaction)
  const [hash, setHash] = useState<Hash | null>(null)
  const [attempting, setAttempting] = useState(false)
  const record = useTransactionStore((state) => (hash && chainId ? state.transactions[chainId]?.[hash] : undefined))

  const state: ClaimState = hash
    ? record && transactionStatus(record) === 'success'
      ? { step: 'claimed', hash }
      : { step: 'submitted', hash }
    : attempting
      ? { step: 'attempting' }
      : { step: 'idle' }

  const submit = async (): Promise<void> => {
    if (!claim || !distributor || !address || !chainId || !client || attempting) return
    setAttempting(true)
    try {
      const request = {
        address: distributor,
        abi: merkleDistributorAbi,
        functionName: 'claim',
        args: [BigInt(claim.index), address, claim.amount, claim.proof],
        account: address,
      } as const
      const gas = withGasMargin(await client.estimateContractGas(request))
      const sent = await writeContractAsync({ ...request, gas })
      const amount = formatUnits(claim.amount, 18)
      addTransaction({ hash: sent, from: address, chainId, summary: t`Claimed ${amount} UNI`, claim: { recipient: address } })
      setHash(sent)
    } catch (error) {
      const rejected = error instanceof BaseError && error.walk((e) => e instanceof UserRejectedRequestError) !== null
      if (!rejected) console.error('Claim failed', error)
    } finally {
      setAttempting(false)
    }
  }

  const reset = (): void => setHash(null)
  return { state, submit, reset }
}
