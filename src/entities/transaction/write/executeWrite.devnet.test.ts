import { encodeFunctionData, maxUint256, parseEther } from 'viem'
import { describe, expect, it } from 'vitest'
import { wethAbi } from '@/abis/wethAbi'
import { isAppError } from '@/lib/errors'
import { setUpDevnetWrites } from '@/test/devnetWrite'
import { useTransactionStore } from '../transactionStore'
import { contractCall } from './contractCall'
import { executeWrite } from './executeWrite'

const { manifest, chain, client, account, context } = setUpDevnetWrites()
const weth = manifest.contracts.weth
const deposit = (value: bigint) =>
  contractCall({ address: weth, abi: wethAbi, functionName: 'deposit', args: [], value })
const withdraw = (amount: bigint) =>
  contractCall({ address: weth, abi: wethAbi, functionName: 'withdraw', args: [amount] })
const record = (hash: `0x${string}`) => useTransactionStore.getState().transactions[chain.id]?.[hash]

describe('executeWrite on the devnet', () => {
  it('default: sends with a margin over the estimate and records account, chain, nonce, payload and deadline at once', async () => {
    const nonce = await client.getTransactionCount({ address: account })
    const result = await executeWrite(context, {
      kind: 'transaction',
      calls: [deposit(parseEther('0.01'))],
      summary: { id: 'Wrap 0.01 ETH' },
      deadline: 123n,
    })
    if (result.kind !== 'transaction') throw new Error('expected a transaction')
    expect(record(result.hash)).toMatchObject({
      from: account,
      chainId: chain.id,
      nonce,
      to: weth,
      value: parseEther('0.01').toString(),
      input: encodeFunctionData({ abi: wethAbi, functionName: 'deposit' }),
      deadline: 123,
      // The text in the language of the moment, and the message, so the list follows a change of language.
      summary: 'Wrap 0.01 ETH',
      summaryMessage: { id: 'Wrap 0.01 ETH' },
    })
    const [receipt, sent, estimate] = await Promise.all([
      client.waitForTransactionReceipt({ hash: result.hash }),
      client.getTransaction({ hash: result.hash }),
      client.estimateContractGas({ ...deposit(1n), account }),
    ])
    expect(receipt.status).toBe('success')
    expect(sent.nonce).toBe(nonce)
    expect(sent.gas).toBeGreaterThan(estimate)
  })

  it('args: a fixed gas limit is sent as it is', async () => {
    const result = await executeWrite(context, {
      kind: 'transaction',
      calls: [deposit(1n)],
      summary: { id: 'Wrap' },
      gas: 350_000n,
    })
    if (result.kind !== 'transaction') throw new Error('expected a transaction')
    expect((await client.getTransaction({ hash: result.hash })).gas).toBe(350_000n)
  })

  it('behavior: candidates are tried in order, the first that estimates is sent', async () => {
    const before = await client.getBalance({ address: account })
    const result = await executeWrite(context, {
      kind: 'transaction',
      calls: [withdraw(maxUint256), deposit(parseEther('0.02'))],
      summary: { id: 'Either' },
    })
    if (result.kind !== 'transaction') throw new Error('expected a transaction')
    await client.waitForTransactionReceipt({ hash: result.hash })
    expect(before - (await client.getBalance({ address: account }))).toBeGreaterThan(parseEther('0.02'))
  })

  it('error: when several candidates all fail, WOULD_FAIL; one candidate gives SEND_FAILED', async () => {
    const several = await executeWrite(context, {
      kind: 'transaction',
      calls: [withdraw(maxUint256), withdraw(maxUint256 - 1n)],
      summary: { id: 'x' },
    }).catch((e: unknown) => e)
    expect(isAppError(several, 'WOULD_FAIL')).toBe(true)
    const one = await executeWrite(context, {
      kind: 'transaction',
      calls: [withdraw(maxUint256)],
      summary: { id: 'x' },
    }).catch((e: unknown) => e)
    expect(isAppError(one, 'SEND_FAILED')).toBe(true)
  })

  it('error: nothing to send without an account', async () => {
    const error = await executeWrite(
      { ...context, account: undefined },
      { kind: 'transaction', calls: [deposit(1n)], summary: { id: 'x' } },
    ).catch((e: unknown) => e)
    expect(isAppError(error, 'MISSING_DEPENDENCIES')).toBe(true)
  })
})
