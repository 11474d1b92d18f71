import { createRequire } from 'node:module'
import { type Abi, type AbiFunction, decodeFunctionData, encodeFunctionData, toFunctionSelector } from 'viem'
import { expect } from 'vitest'

/** Test helpers: calls against hand-written ABIs, and those ABIs against the official build artifacts. Test code only. */

const require = createRequire(import.meta.url)

/** The functions of an official build artifact, e.g. '@uniswap/v2-periphery/build/UniswapV2Router02.json'. */
export function artifactFunctions(path: string): AbiFunction[] {
  const { abi } = require(path) as { abi: Abi }
  return abi.filter((item): item is AbiFunction => item.type === 'function')
}

/** Every function of `abi` exists in the artifact with the same selector and payability. */
export function expectMatchesArtifact(abi: Abi, path: string): void {
  const official = artifactFunctions(path)
  for (const fn of abi.filter((item): item is AbiFunction => item.type === 'function')) {
    const match = official.find((o) => toFunctionSelector(o) === toFunctionSelector(fn))
    expect(match, fn.name).toBeDefined()
    const payable =
      match?.stateMutability === 'payable' || (match as { payable?: boolean } | undefined)?.payable === true
    expect(fn.stateMutability === 'payable', `${fn.name} payable`).toBe(payable)
  }
}

/** The call survives encoding with the ABI, arguments unchanged (addresses compared case-insensitively). */
export function expectEncodes(abi: Abi, call: { methodName: string; args: readonly unknown[] }): void {
  const data = encodeFunctionData({ abi, functionName: call.methodName, args: call.args })
  const decoded = decodeFunctionData({ abi, data })
  const lower = (args: readonly unknown[] | undefined) =>
    (args ?? []).map((arg) => (typeof arg === 'string' ? arg.toLowerCase() : arg))
  expect(decoded.functionName).toBe(call.methodName)
  expect(lower(decoded.args)).toEqual(lower(call.args))
}
