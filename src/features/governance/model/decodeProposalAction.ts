import {
  type Abi,
  type AbiFunction,
  type AbiParameter,
  type Address,
  type Hex,
  decodeAbiParameters,
  encodeAbiParameters,
  erc20Abi,
  getAddress,
  isAddress,
  parseAbiItem,
  toFunctionSelector,
  toFunctionSignature,
} from 'viem'
import { formatAbiParams } from 'viem/utils'
import { ensRegistryAbi, ensResolverAbi } from '@/abis/ensAbi'
import { governorAbi } from '@/abis/governorAbi'
import { merkleDistributorAbi } from '@/abis/merkleDistributorAbi'
import { migratorAbi } from '@/abis/migratorAbi'
import { stakingRewardsAbi } from '@/abis/stakingRewardsAbi'
import { uniAbi } from '@/abis/uniAbi'
import { v1ExchangeAbi, v1FactoryAbi } from '@/abis/v1Abi'
import { v2PairAbi } from '@/abis/v2PairAbi'
import { v2RouterAbi } from '@/abis/v2RouterAbi'
import { wethAbi } from '@/abis/wethAbi'

/** One action of a proposal as GovernorAlpha stores it (targets, values, signatures, calldatas at one index). */
export interface ProposalAction {
  target: Address
  value: bigint
  signature: string
  calldata: Hex
}

/** A decoded argument: its ABI type ('(address,uint256)[]'), its value as text, and the address when it is one. */
export interface ActionArgument {
  type: string
  value: string
  /** Set for an `address` argument (checksummed), so the UI can link it to the explorer. */
  address?: Address
}

/** Why an action is shown raw: no signature (and calldata none of our ABIs knows), a signature that is not one, or calldata that does not fit it. */
export type RawActionReason = 'empty-signature' | 'unparsable-signature' | 'undecodable-calldata'

export type DecodedAction =
  | {
      kind: 'decoded'
      target: Address
      value: bigint
      signature: string
      functionName: string
      args: ActionArgument[]
      /** The proposal gave no signature: this one was found from the calldata's selector. */
      inferred?: true
    }
  | { kind: 'raw'; target: Address; value: bigint; signature: string; calldata: Hex; reason: RawActionReason }

/**
 * An action's call decoded for display (spec 3). GovernorAlpha prefixes the signature's selector when there is one.
 * Proposals are anyone's, so arguments count as decoded only when they encode back to exactly the calldata (no
 * trailing bytes, dirty padding or doubled selector); anything else comes back raw. Never throws.
 */
export function decodeProposalAction(action: ProposalAction): DecodedAction {
  const { target, value, signature, calldata } = action
  const raw = (reason: RawActionReason): DecodedAction => ({ kind: 'raw', target, value, signature, calldata, reason })
  try {
    if (signature === '') {
      const known = knownFunction(calldata)
      const args = known && decodeArguments(known, `0x${calldata.slice(10)}`)
      return known && args
        ? {
            kind: 'decoded',
            target,
            value,
            signature: toFunctionSignature(known),
            functionName: known.name,
            args,
            inferred: true,
          }
        : raw('empty-signature')
    }
    const fn = parseSignature(signature)
    if (!fn) return raw('unparsable-signature')
    const args = decodeArguments(fn, calldata)
    return args
      ? { kind: 'decoded', target, value, signature, functionName: fn.name, args }
      : raw('undecodable-calldata')
  } catch {
    return raw('undecodable-calldata')
  }
}

/** 'transfer(0x1f98..., 1000)' (spec 3: the decoded calldata comma-joined); a raw action as its signature and calldata. */
export function formatActionCall(action: DecodedAction): string {
  if (action.kind === 'raw')
    return [action.signature, action.calldata === '0x' ? '' : action.calldata].filter(Boolean).join(' ')
  const args = action.args.map((arg) => (arg.type === 'string' ? JSON.stringify(arg.value) : arg.value))
  return `${action.functionName}(${args.join(', ')})`
}

function parseSignature(signature: string): AbiFunction | undefined {
  try {
    const item = parseAbiItem(`function ${signature.trim()}`)
    return item.type === 'function' ? item : undefined
  } catch {
    return undefined
  }
}

function decodeArguments(fn: AbiFunction, data: Hex): ActionArgument[] | undefined {
  try {
    const values = decodeAbiParameters(fn.inputs, data)
    if (encodeAbiParameters(fn.inputs, values).toLowerCase() !== data.toLowerCase()) return undefined
    return fn.inputs.map((input, i) => toArgument(input, values[i]))
  } catch {
    return undefined
  }
}

function toArgument(param: AbiParameter, value: unknown): ActionArgument {
  const type = formatAbiParams([param])
  if (param.type === 'address' && typeof value === 'string' && isAddress(value, { strict: false })) {
    const address = getAddress(value)
    return { type, value: address, address }
  }
  return { type, value: formatValue(param, value, false) }
}

/** A decoded value as text: arrays '[a, b]', tuples '(a, b)', numbers in full, nested strings quoted. */
function formatValue(param: AbiParameter, value: unknown, nested: boolean): string {
  const array = /^(.*)\[\d*\]$/.exec(param.type)
  if (array && Array.isArray(value))
    return `[${value.map((item) => formatValue({ ...param, type: array[1]! }, item, true)).join(', ')}]`
  if (param.type === 'tuple' && 'components' in param) {
    return `(${param.components.map((component, i) => formatValue(component, tupleField(value, component, i), true)).join(', ')})`
  }
  if (param.type === 'address' && typeof value === 'string' && isAddress(value, { strict: false }))
    return getAddress(value)
  if (param.type === 'string' && typeof value === 'string') return nested ? JSON.stringify(value) : value
  return String(value)
}

/** A tuple's field: viem decodes a tuple with named components to an object, otherwise to an array. */
function tupleField(tuple: unknown, component: AbiParameter, index: number): unknown {
  if (Array.isArray(tuple)) return tuple[index]
  if (typeof tuple === 'object' && tuple !== null && component.name)
    return (tuple as Record<string, unknown>)[component.name]
  return undefined
}

/** The functions of the app's own ABIs (and ERC-20), by selector, for calldata sent without a signature. */
let knownFunctions: Map<string, AbiFunction> | undefined

const KNOWN_ABIS: readonly Abi[] = [
  erc20Abi,
  uniAbi,
  governorAbi,
  v2RouterAbi,
  v2PairAbi,
  wethAbi,
  stakingRewardsAbi,
  merkleDistributorAbi,
  migratorAbi,
  v1FactoryAbi,
  v1ExchangeAbi,
  ensRegistryAbi,
  ensResolverAbi,
]

function knownFunction(calldata: Hex): AbiFunction | undefined {
  knownFunctions ??= new Map(
    KNOWN_ABIS.flat()
      .filter((item): item is AbiFunction => item.type === 'function')
      .map((fn) => [toFunctionSelector(fn), fn]),
  )
  return calldata.length >= 10 ? knownFunctions.get(calldata.slice(0, 10).toLowerCase()) : undefined
}
