import {
  type Address,
  type Hex,
  decodeFunctionData,
  encodeAbiParameters,
  encodeFunctionData,
  encodeFunctionResult,
  erc20Abi,
  multicall3Abi,
} from 'viem'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { multicallMerger, splitChainCheck, withChainCheck } from './chainCheck'

const multicall: Address = '0xcA11bde05977b3631167028862bE2a173976CA11'
const token: Address = '0x6B175474E89094C44Da98b954EedeAC495271d0F'
const decimals = encodeFunctionData({ abi: erc20Abi, functionName: 'decimals' })
const calls = [{ target: token, allowFailure: true, callData: decimals }] as const
const aggregate = encodeFunctionData({ abi: multicall3Abi, functionName: 'aggregate3', args: [calls] })
const uint = (value: bigint): Hex => encodeAbiParameters([{ type: 'uint256' }], [value])
const answer = (results: readonly { success: boolean; returnData: Hex }[]): Hex =>
  encodeFunctionResult({ abi: multicall3Abi, functionName: 'aggregate3', result: results })

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
    expect(splitChainCheck(answer([mine, { success: true, returnData: uint(31337n) }]))).toEqual({
      result: answer([mine]),
      chainId: 31337,
    })
  })

  it('a failed check still leaves the results as asked, without a chain id; no Multicall3 at all gives none either', () => {
    const mine = { success: false, returnData: '0x' as Hex }
    expect(splitChainCheck(answer([mine, { success: false, returnData: '0x' }]))).toEqual({
      result: answer([mine]),
      chainId: undefined,
    })
    expect(splitChainCheck('0x')).toEqual({ result: '0x', chainId: undefined })
    expect(splitChainCheck('0x1234')).toEqual({ result: '0x1234', chainId: undefined })
  })
})

describe('multicallMerger', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.useRealTimers()
  })

  const symbol = encodeFunctionData({ abi: erc20Abi, functionName: 'symbol' })
  const second = [{ target: token, allowFailure: true, callData: symbol }] as const
  const aggregateOfCalls = (list: readonly { target: Address; allowFailure: boolean; callData: Hex }[]) =>
    encodeFunctionData({ abi: multicall3Abi, functionName: 'aggregate3', args: [list] })

  it("sends a block's multicalls as one once the page is idle, before the longest wait, each caller getting its part", async () => {
    vi.useFakeTimers()
    const idle: (() => void)[] = []
    vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run))
    vi.stubGlobal('cancelIdleCallback', () => undefined)
    const sent: unknown[] = []
    const results = [
      { success: true, returnData: uint(18n) },
      { success: true, returnData: uint(7n) },
    ]
    const merge = multicallMerger(async (params) => (sent.push(params), answer(results)), multicall, 50)
    const first = merge([{ to: multicall, data: aggregate }, '0x10'])
    const later = merge([{ to: multicall, data: aggregateOfCalls(second) }, '0x10'])
    const otherBlock = merge([{ to: multicall, data: aggregate }, '0x0f'])
    expect(merge([{ to: token, data: decimals }, '0x10'])).toBeUndefined()
    // Nothing goes out while the page is still busy, however short the wait so far.
    await vi.advanceTimersByTimeAsync(5)
    expect(sent).toHaveLength(0)
    expect(idle).toHaveLength(2)
    idle[0]?.()
    expect(sent).toHaveLength(1)
    const merged = decodeFunctionData({ abi: multicall3Abi, data: (sent[0] as [{ data: Hex }, string])[0].data })
    expect(merged.args[0]).toEqual([...calls, ...second])
    expect((sent[0] as unknown[])[1]).toBe('0x10')
    expect(await first).toBe(answer([results[0]!]))
    expect(await later).toBe(answer([results[1]!]))
    idle[1]?.()
    await expect(otherBlock).resolves.toBeDefined()
  })

  it('waits the longest wait where there is no idle callback', async () => {
    vi.useFakeTimers()
    vi.stubGlobal('requestIdleCallback', undefined)
    const sent: unknown[] = []
    const merge = multicallMerger(
      async (params) => (sent.push(params), answer([{ success: true, returnData: uint(18n) }])),
      multicall,
      50,
    )
    const only = merge([{ to: multicall, data: aggregate }, 'latest'])
    await vi.advanceTimersByTimeAsync(49)
    expect(sent).toHaveLength(0)
    await vi.advanceTimersByTimeAsync(1)
    // A lone multicall goes out as it came.
    expect(sent).toEqual([[{ to: multicall, data: aggregate }, 'latest']])
    await expect(only).resolves.toBe(answer([{ success: true, returnData: uint(18n) }]))
  })
})
