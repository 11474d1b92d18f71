import { type Address, maxUint256, parseEther } from 'viem'
import { createConfig, http } from 'wagmi'
import { connect } from 'wagmi/actions'
import { mock } from 'wagmi/connectors'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { devnetChain, devnetClient, devnetManifest, tokenAddress } from '../../../../devnet/test/client'
import { v2RouterAbi } from '@/abis/v2RouterAbi'
import { contractCall } from '@/entities/transaction'
import { executeWrite } from '@/entities/transaction/write/executeWrite'
import { AppError, findAppError, isAppError } from '@/lib/errors'
import { swapFailure } from './swapFailure'

const manifest = devnetManifest()
const chain = devnetChain(manifest)
const client = devnetClient(manifest)
const account: Address = manifest.accounts[3]!.address
const weth = manifest.contracts.weth

// The app's write path with a wallet that forwards to the devnet node (as the Local dev account does).
const config = createConfig({
  chains: [chain],
  connectors: [mock({ accounts: [account] })],
  transports: { [chain.id]: http(manifest.rpcUrl) },
})
const context = { config, account, chainId: chain.id }

// The chain goes back to where it was after this file (the devnet is shared by the devnet tests).
let snapshot: `0x${string}` | undefined
beforeAll(async () => {
  snapshot = await client.snapshot()
  await connect(config, { connector: config.connectors[0]! })
})
afterAll(async () => {
  if (snapshot) await client.revert({ id: snapshot })
})
beforeEach(() => {
  vi.spyOn(console, 'debug').mockImplementation(() => undefined)
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
})

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
