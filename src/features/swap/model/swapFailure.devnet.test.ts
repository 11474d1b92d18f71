import { maxUint256, parseEther } from 'viem'
import { describe, expect, it } from 'vitest'
import { tokenAddress } from '../../../../devnet/test/client'
import { v2RouterAbi } from '@/abis/v2RouterAbi'
import { contractCall } from '@/entities/transaction'
import { executeWrite } from '@/entities/transaction/write/executeWrite'
import { AppError, findAppError, isAppError } from '@/lib/errors'
import { setUpDevnetWrites } from '@/test/devnetWrite'
import { swapFailure } from './swapFailure'

const { manifest, client, account, context } = setUpDevnetWrites()
const weth = manifest.contracts.weth

describe("a swap's failure on the devnet, as the swap words the engine's code", () => {
  it('error: a swap that would revert for its minimum output reads the slippage text (static-call replay)', async () => {
    const dai = tokenAddress(manifest, 'DAI')
    const swap = contractCall({
      address: manifest.contracts.v2Router,
      abi: v2RouterAbi,
      functionName: 'swapExactETHForTokens',
      args: [maxUint256 / 2n, [weth, dai], account, 2n ** 40n],
      value: parseEther('0.01'),
    })
    const nonce = await client.getTransactionCount({ address: account })
    const error = await executeWrite(context, {
      kind: 'transaction',
      calls: [swap],
      summary: { id: 'Swap' },
    }).catch((e: unknown) => swapFailure(findAppError(e) ?? new AppError('UNKNOWN_ERROR', { cause: e })))
    expect(isAppError(error, 'SLIPPAGE_REVERT')).toBe(true)
    expect(await client.getTransactionCount({ address: account })).toBe(nonce)
  })

  it('error: a deadline in the past reverts with its reason, worded for a swap', async () => {
    const dai = tokenAddress(manifest, 'DAI')
    const swap = contractCall({
      address: manifest.contracts.v2Router,
      abi: v2RouterAbi,
      functionName: 'swapExactETHForTokens',
      args: [0n, [weth, dai], account, 1n],
      value: 1n,
    })
    const error = await executeWrite(context, {
      kind: 'transaction',
      calls: [swap],
      summary: { id: 'Swap' },
    }).catch((e: unknown) => swapFailure(findAppError(e) ?? new AppError('UNKNOWN_ERROR', { cause: e })))
    expect(isAppError(error, 'REVERTED') && error.params.reason).toBe('UniswapV2Router: EXPIRED')
  })
})
