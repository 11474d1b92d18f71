import { type Address, type Hash, createTestClient, http, parseEther, publicActions, walletActions } from 'viem'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { DEVNET_CHAIN_ID, type AnvilProcess, startAnvil } from '../../../../devnet/lib/anvil'
import { freePort } from '../../../../scripts/ports'
import { type TransactionRecord, type TransactionUpdate, applyUpdate } from '../transactionStore'
import { transactionOutcome } from '../model/transactionStatus'
import { type Head, DROP_AFTER_BLOCKS } from '../model/decideTransaction'
import { checkTransaction, findNonceBlock } from './checkTransaction'

// A chain of its own (no contracts needed: plain transfers), so the mining controls below touch no other test.
let anvil: AnvilProcess
let client: ReturnType<typeof makeClient>
const chain = {
  id: DEVNET_CHAIN_ID,
  name: 'anvil',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [''] } },
} as const
const ME: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const OTHER: Address = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'

function makeClient(url: string) {
  return createTestClient({ chain, mode: 'anvil', transport: http(url), pollingInterval: 20 })
    .extend(publicActions)
    .extend(walletActions)
}

beforeAll(async () => {
  const port = await freePort()
  anvil = await startAnvil({ host: '127.0.0.1', port, blockTime: 3600, timestamp: 1_700_000_000 })
  client = makeClient(`http://127.0.0.1:${port}`)
})
afterAll(() => anvil.stop())
beforeEach(async () => {
  await client.setAutomine(true)
})

const headNow = async (): Promise<Head> => {
  const block = await client.getBlock({ blockTag: 'latest' })
  return { number: Number(block.number), hash: block.hash, timestamp: Number(block.timestamp) }
}

/** The record the app keeps right after the wallet returns the hash. */
async function send(
  extra: { to?: Address; value?: bigint; nonce?: number; maxFeePerGas?: bigint } = {},
): Promise<{ hash: Hash; record: TransactionRecord }> {
  const to = extra.to ?? OTHER
  const value = extra.value ?? parseEther('0.01')
  const nonce = extra.nonce ?? (await client.getTransactionCount({ address: ME, blockTag: 'pending' }))
  const submittedBlock = Number(await client.getBlockNumber({ cacheTime: 0 }))
  const hash = await client.sendTransaction({
    account: ME,
    to,
    value,
    nonce,
    gas: 21_000n,
    ...(extra.maxFeePerGas ? { maxFeePerGas: extra.maxFeePerGas, maxPriorityFeePerGas: extra.maxFeePerGas } : {}),
  })
  return {
    hash,
    record: {
      hash,
      from: ME,
      chainId: DEVNET_CHAIN_ID,
      nonce,
      to,
      input: '0x',
      value: value.toString(),
      addedTime: Date.now(),
      submittedBlock,
    },
  }
}

/** Checks the record at the current head and applies the findings, as the watcher does. */
async function check(record: TransactionRecord): Promise<TransactionRecord> {
  const updates: TransactionUpdate[] = await checkTransaction(client, record, await headNow())
  return updates.reduce((r, u) => applyUpdate(r, u), record)
}

async function hold(): Promise<void> {
  await client.setAutomine(false)
}

describe('checkTransaction on anvil', () => {
  it('default: a mined transfer is confirmed by its receipt', async () => {
    const { record, hash } = await send()
    // Automine mines it with the send; on a loaded machine the block can land a moment after the hash returns.
    await client.waitForTransactionReceipt({ hash, pollingInterval: 20 })
    const after = await check(record)
    expect(transactionOutcome(after)).toBe('confirmed')
    expect(after.receipt?.transactionHash).toBe(record.hash)
  })

  it('behavior: an unmined transaction stays pending', async () => {
    await hold()
    const { record, hash } = await send()
    expect(transactionOutcome(await check(record))).toBe('pending')
    await client.dropTransaction({ hash })
  })

  it('behavior: the same call at a higher price takes the nonce: sped up, and the new hash decides', async () => {
    await hold()
    const { record } = await send({ maxFeePerGas: 2_000_000_000n })
    const faster = await send({ nonce: record.nonce!, maxFeePerGas: 4_000_000_000n })
    await client.mine({ blocks: 1 })
    const after = await check(record)
    expect(transactionOutcome(after)).toBe('sped-up')
    expect(after.replacedBy).toEqual({ hash: faster.hash, reason: 'repriced' })
    expect(after.receipt?.transactionHash).toBe(faster.hash)
  })

  it('behavior: a zero-value transfer to oneself at the same nonce: cancelled', async () => {
    await hold()
    const { record } = await send({ maxFeePerGas: 2_000_000_000n })
    const cancel = await send({ nonce: record.nonce!, to: ME, value: 0n, maxFeePerGas: 4_000_000_000n })
    await client.mine({ blocks: 1 })
    const after = await check(record)
    expect(transactionOutcome(after)).toBe('cancelled')
    expect(after.replacedBy).toEqual({ hash: cancel.hash, reason: 'cancelled' })
  })

  it('behavior: another call at the same nonce: replaced', async () => {
    await hold()
    const { record } = await send({ maxFeePerGas: 2_000_000_000n })
    const other = await send({ nonce: record.nonce!, value: parseEther('0.02'), maxFeePerGas: 4_000_000_000n })
    await client.mine({ blocks: 1 })
    const after = await check(record)
    expect(transactionOutcome(after)).toBe('replaced')
    expect(after.replacedBy?.hash).toBe(other.hash)
  })

  it(`behavior: dropped from the node's pool: pending, then dropped ${DROP_AFTER_BLOCKS} blocks later`, async () => {
    await hold()
    const { record, hash } = await send()
    await client.dropTransaction({ hash })
    await client.mine({ blocks: 1 })
    let current = await check(record)
    expect(transactionOutcome(current)).toBe('pending')
    await client.mine({ blocks: DROP_AFTER_BLOCKS })
    current = await check(current)
    expect(transactionOutcome(current)).toBe('dropped')
    // The nonce was never used: nothing else happened to the account.
    expect(await client.getTransactionCount({ address: ME })).toBe(record.nonce)
  })

  it('behavior: a receipt whose block was reverted away goes back to pending', async () => {
    const snapshot = await client.snapshot()
    const { record, hash } = await send()
    await client.waitForTransactionReceipt({ hash, pollingInterval: 20 })
    const confirmed = await check(record)
    expect(transactionOutcome(confirmed)).toBe('confirmed')
    await client.revert({ id: snapshot })
    await client.mine({ blocks: 1 })
    const after = await check(confirmed)
    expect(transactionOutcome(after)).toBe('pending')
    expect(after.receipt).toBeUndefined()
  })

  it('behavior: findNonceBlock finds the block that used a nonce, and null for an unused one', async () => {
    await client.mine({ blocks: 5 })
    const { record } = await send()
    // Automine answers with the hash before the block is in: on a loaded machine the receipt can lag the send.
    const receipt = await client.waitForTransactionReceipt({ hash: record.hash, pollingInterval: 20 })
    await client.mine({ blocks: 5 })
    const head = Number(await client.getBlockNumber({ cacheTime: 0 }))
    expect(await findNonceBlock(client, ME, record.nonce!, record.submittedBlock!, head)).toBe(
      Number(receipt.blockNumber),
    )
    // From genesis when the search starts too late.
    expect(await findNonceBlock(client, ME, record.nonce!, head, head)).toBe(Number(receipt.blockNumber))
    expect(await findNonceBlock(client, ME, record.nonce! + 1, 0, head)).toBeNull()
  })
})
