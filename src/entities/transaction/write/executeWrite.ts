import type { MessageDescriptor } from '@lingui/core'
import { type Address, type Hash, type Hex, type TypedDataDefinition, encodeFunctionData } from 'viem'
import type { Config } from 'wagmi'
import { getClient, signTypedData, writeContract } from 'wagmi/actions'
import { readClient } from '@/lib/chain/readClient'
import { simulationClient } from '@/lib/chain/simulationClient'
import { AppError, isUserRejection } from '@/lib/errors'
import { i18n, storeMessage } from '@/lib/i18n'
import { type NewTransaction, useTransactionStore } from '../transactionStore'
import type { ContractCall } from './contractCall'
import { type GasRule, callFailure, pickCandidate } from './pickCandidate'

/** A transaction: its candidate calls in order (usually one), and what the record says about it. */
export interface TransactionRequest {
  kind: 'transaction'
  calls: readonly ContractCall[]
  /** What the transaction list and popups say of it (a `msg` descriptor: recorded with its id, so it follows the language). */
  summary: MessageDescriptor
  approval?: NewTransaction['approval']
  claim?: NewTransaction['claim']
  /** Default: the estimate with the app's margin. */
  gas?: GasRule
  /** The call's deadline on the chain's clock: unmined past it, the record reads failed. */
  deadline?: bigint
}

/** An EIP-712 signature the wallet is asked for (a permit). */
export interface SignatureRequest {
  kind: 'signature'
  typedData: TypedDataDefinition
}

export type WriteRequest = TransactionRequest | SignatureRequest
export type WriteResult = { kind: 'transaction'; hash: Hash } | { kind: 'signature'; signature: Hex }

export interface WriteContext {
  config: Config
  account: Address | undefined
  chainId: number | undefined
}

/**
 * A wallet's answer that is not a hash or a signature, as a code: rejection, a contract's revert (quoted as the
 * contract's words, as an estimate's is), or the failure with its message (sanitised and clipped).
 */
function walletFailure(error: unknown): AppError {
  if (isUserRejection(error)) return new AppError('USER_REJECTED', { cause: error })
  return callFailure(error)
}

/**
 * The one write path, a plain function so TanStack Query's mutation can run it. The hash goes into the transaction
 * store as soon as the wallet answers, before anything else can lose it; every failure is an AppError with a
 * catalogue code, so each feature words its own failures.
 */
export async function executeWrite(
  { config, account, chainId }: WriteContext,
  request: WriteRequest,
): Promise<WriteResult> {
  if (!account || chainId === undefined) throw new AppError('MISSING_DEPENDENCIES')
  if (request.kind === 'signature') {
    try {
      return { kind: 'signature', signature: await signTypedData(config, { account, ...request.typedData }) }
    } catch (error) {
      throw walletFailure(error)
    }
  }
  const base = getClient(config, { chainId })
  const client = base && readClient(base)
  if (!client) throw new AppError('MISSING_DEPENDENCIES')
  const { call, gas } = await pickCandidate(simulationClient(base), account, request.calls, request.gas)
  const [nonce, submittedBlock] = await Promise.all([
    client.getTransactionCount({ address: account, blockTag: 'pending' }).catch(() => undefined),
    client.getBlockNumber({ cacheTime: 0 }).catch(() => undefined),
  ])
  let hash: Hash
  try {
    hash = await writeContract(config, { ...call, account, chainId, gas })
  } catch (error) {
    throw walletFailure(error)
  }
  const store = useTransactionStore.getState()
  const summary = storeMessage(request.summary, i18n)
  store.addTransaction({
    hash,
    from: account,
    chainId,
    to: call.address,
    input: encodeFunctionData({ abi: call.abi, functionName: call.functionName, args: call.args }),
    value: (call.value ?? 0n).toString(),
    summary: summary.text,
    summaryMessage: summary.message,
    ...(nonce !== undefined ? { nonce } : {}),
    ...(submittedBlock !== undefined ? { submittedBlock: Number(submittedBlock) } : {}),
    ...(request.deadline !== undefined ? { deadline: Number(request.deadline) } : {}),
    ...(request.approval ? { approval: request.approval } : {}),
    ...(request.claim ? { claim: request.claim } : {}),
  })
  client
    .getTransaction({ hash })
    .then((tx) => useTransactionStore.getState().updateTransaction(chainId, hash, { kind: 'nonce', nonce: tx.nonce }))
    .catch(() => undefined)
  return { kind: 'transaction', hash }
}
