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

/** ETH for DAI through the router, for at least `amountOutMin` by `deadline`, as the swap sends it; its failure as the swap words it. */
function swapEthForDai(amountOutMin: bigint, deadline: bigint, value: bigint) {
  const call = contractCall({
    address: manifest.contracts.v2Router,
    abi: v2RouterAbi,
    functionName: 'swapExactETHForTokens',
    args: [amountOutMin, [weth, tokenAddress(manifest, 'DAI')], account, deadline],
    value,
  })
  return executeWrite(context, { kind: 'transaction', calls: [call], summary: { id: 'Swap' } }).catch((e: unknown) =>
    swapFailure(findAppError(e) ?? new AppError('UNKNOWN_ERROR', { cause: e })),
  )
}

describe("a swap's failure on the devnet, as the swap words the engine's code", () => {
  it('error: a swap that would revert for its minimum output reads the slippage text (static-call replay)', async () => {
    const nonce = await client.getTransactionCount({ address: account })
    const error = await swapEthForDai(maxUint256 / 2n, 2n ** 40n, parseEther('0.01'))
    expect(isAppError(error, 'SLIPPAGE_REVERT')).toBe(true)
    expect(await client.getTransactionCount({ address: account })).toBe(nonce)
  })

  it('error: a deadline in the past reverts with its reason, worded for a swap', async () => {
    const error = await swapEthForDai(0n, 1n, 1n)
    expect(isAppError(error, 'REVERTED') && error.params.reason).toBe('UniswapV2Router: EXPIRED')
  })
})
