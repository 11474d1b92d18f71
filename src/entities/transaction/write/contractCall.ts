import type { Abi, Address, ContractFunctionArgs, ContractFunctionName } from 'viem'

/** One contract write as the engine sends it: target, ABI, function, arguments and value. */
export interface ContractCall {
  address: Address
  abi: Abi
  functionName: string
  args: readonly unknown[]
  value?: bigint | undefined
}

/**
 * A typed contract call: the function name and arguments are checked against the ABI here, where the call is built,
 * and the engine takes the checked call as plain data.
 */
export function contractCall<
  const abi extends Abi,
  functionName extends ContractFunctionName<abi, 'nonpayable' | 'payable'>,
>(call: {
  address: Address
  abi: abi
  functionName: functionName
  args: ContractFunctionArgs<abi, 'nonpayable' | 'payable', functionName>
  value?: bigint | undefined
}): ContractCall {
  const { address, abi, functionName, args, value } = call
  return { address, abi, functionName, args: args as readonly unknown[], ...(value !== undefined ? { value } : {}) }
}
