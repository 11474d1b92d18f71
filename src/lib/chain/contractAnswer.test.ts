import {
  type BaseError,
  ContractFunctionExecutionError,
  ContractFunctionRevertedError,
  ContractFunctionZeroDataError,
  HttpRequestError,
  parseAbi,
} from 'viem'
import { describe, expect, it } from 'vitest'
import { AppError } from '@/lib/errors'
import { isContractAnswer, isNoContractData, retryNodeFailures } from './contractAnswer'

const abi = parseAbi(['function proposalCount() view returns (uint256)'])
const failedRead = (cause: BaseError) =>
  new ContractFunctionExecutionError(cause, { abi, functionName: 'proposalCount' })
const noData = () => failedRead(new ContractFunctionZeroDataError({ functionName: 'proposalCount' }))
const reverted = () => failedRead(new ContractFunctionRevertedError({ abi, functionName: 'proposalCount' }))
const nodeDown = () => new HttpRequestError({ url: 'http://127.0.0.1:8545', status: 502 })

describe('isNoContractData', () => {
  it('default: a read of an address without code, however deeply wrapped', () => {
    expect(isNoContractData(noData())).toBe(true)
    expect(isNoContractData(new AppError('PROPOSALS_LOAD_FAILED', { cause: noData() }))).toBe(true)
  })

  it('behavior: a revert or a node failure is not', () => {
    expect(isNoContractData(reverted())).toBe(false)
    expect(isNoContractData(nodeDown())).toBe(false)
  })
})

describe('retryNodeFailures', () => {
  it('default: a node failure is retried three times', () => {
    expect([0, 1, 2, 3].map((count) => retryNodeFailures(count, nodeDown()))).toEqual([true, true, true, false])
  })

  it("behavior: the contract's answer (no code, a revert) is final at once", () => {
    expect(isContractAnswer(reverted())).toBe(true)
    expect(retryNodeFailures(0, noData())).toBe(false)
    expect(retryNodeFailures(0, reverted())).toBe(false)
    expect(retryNodeFailures(0, new AppError('PROPOSALS_LOAD_FAILED', { cause: noData() }))).toBe(false)
  })
})
