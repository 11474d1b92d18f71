import { type Address, type Hex, decodeFunctionData, encodeAbiParameters, encodeFunctionData, encodeFunctionResult, erc20Abi, multicall3Abi } from 'viem'
import { describe, expect, it } from 'vitest'
import { splitChainCheck, withChainCheck } from './chainCheck'

const multicall: Address = '0xcA11bde05977b3631167028862bE2a173976CA11'
const token: Address = '0x6B175474E89094C44Da98b954EedeAC495271d0F'
const decimals = encodeFunctionData({ abi: erc20Abi, functionName: 'decimals' })
const calls = [{ target: token, allowFailure: true, callData: decimals }] as const
const aggregate = encodeFunctionData({ abi: multicall3Abi, functionName: 'aggregate3', args: [calls] })
const uint = (value: bigint): Hex => encodeAbiParameters([{ type: 'uint256' }], [value])
const answer = (results: readonly { success: boolean; returnData: Hex }[]): Hex => encodeFunctionResult({ abi: multicall3Abi, functionName: 'aggregate3', result: results })

describe('withChainCheck', () => {
  it("adds Multicall3's getChainId() as the last call of an aggregate3 to Multicall3, keeping the block and the rest", () => {
    const params = withChainCheck([{ to: multicall.toLowerCase(), data: aggregate }, '0x10'], multicall)
    expect(params?.[1]).toBe('0x10')
    const request = params?.[0] as { to: string; data: Hex }
    expect(request.to).toBe(multicall.toLowerCase())
    const decoded = decodeFunctionData({ abi: multicall3Abi, data: request.data })
    expect(decoded.functionName).toBe('aggregate3')
    expect(decoded.args[0]).toEqual([...calls, { target: multicall, allowFailure: true, callData: '0x3408e470' }])
  })

  it('leaves every other call alone: another contract, another function, no multicall address, not a call', () => {
    expect(withChainCheck([{ to: token, data: aggregate }, 'latest'], multicall)).toBeUndefined()
    expect(withChainCheck([{ to: multicall, data: decimals }, 'latest'], multicall)).toBeUndefined()
    expect(withChainCheck([{ to: multicall, data: aggregate }, 'latest'], undefined)).toBeUndefined()
    expect(withChainCheck(undefined, multicall)).toBeUndefined()
  })
})

describe('splitChainCheck', () => {
  it("gives the caller's results without the check, and the node's chain id", () => {
    const mine = { success: true, returnData: uint(18n) }
    expect(splitChainCheck(answer([mine, { success: true, returnData: uint(31337n) }]))).toEqual({ result: answer([mine]), chainId: 31337 })
  })

  it('a failed check still leaves the results as asked, without a chain id; no Multicall3 at all gives none either', () => {
    const mine = { success: false, returnData: '0x' as Hex }
    expect(splitChainCheck(answer([mine, { success: false, returnData: '0x' }]))).toEqual({ result: answer([mine]), chainId: undefined })
    expect(splitChainCheck('0x')).toEqual({ result: '0x', chainId: undefined })
    expect(splitChainCheck('0x1234')).toEqual({ result: '0x1234', chainId: undefined })
  })
})
