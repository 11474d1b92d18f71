import type { Abi, Address, ContractFunctionArgs, ContractFunctionName, Hash } from 'viem'
import { useAccount, usePublicClient, useWriteContract } from 'wagmi'
import { withGasMargin } from '@/lib/chain/gasMargin'
import type { NewTransaction } from './transactionStore'
import { useTransactionStore } from './transactionStore'

export interface ContractRequest<abi extends Abi, functionName extends ContractFunctionName<abi, 'nonpayable' | 'payable'>> {
  address: Address
  abi: abi
  functionName: functionName
  args: ContractFunctionArgs<abi, 'nonpayable' | 'payable', functionName>
  value?: bigint
}

export interface SubmitOptions {
  summary: string
  approval?: NewTransaction['approval']
  /** A limit already estimated (with its margin); otherwise the write is estimated here and sent with a margin. */
  gas?: bigint
}

/**
 * Sends a contract write through the wallet and records it at once (before anything else can lose it): the gas
 * estimate plus a margin (spec 7), then the transaction store. Resolves with the hash; rejects with the wallet's or
 * the node's error, untouched, for the caller to word.
 */
export function useSubmitTransaction() {
  const { address: account, chainId } = useAccount()
  const client = usePublicClient({ chainId })
  const { writeContractAsync } = useWriteContract()
  const addTransaction = useTransactionStore((state) => state.addTransaction)

  return async <const abi extends Abi, functionName extends ContractFunctionName<abi, 'nonpayable' | 'payable'>>(
    request: ContractRequest<abi, functionName>,
    options: SubmitOptions,
  ): Promise<Hash> => {
    if (!account || !chainId || !client) throw new Error('Missing dependencies')
    const call = { ...request, account } as Parameters<typeof client.estimateContractGas>[0]
    const gas = options.gas ?? withGasMargin(await client.estimateContractGas(call))
    const hash = await writeContractAsync({ ...(call as Parameters<typeof writeContractAsync>[0]), gas })
    addTransaction({ hash, from: account, chainId, summary: options.summary, ...(options.approval ? { approval: options.approval } : {}) })
    return hash
  }
}
