import type { PublicClient } from 'viem'
import { type Address, toCoinType } from 'viem'
import { describe, expect, it } from 'vitest'
import { resolveNames } from './resolveNames'

const REGISTRY: Address = '0x00000000000C2E074eC69A0dFb2997BA6C7d2e1e'
const RESOLVER: Address = '0x4976fb03C32e5B8cfe2b6cCB31c09Ba78EBaBa41'
const ALICE: Address = '0x00000000000000000000000000000000000A11cE'

type Read = { functionName: string; args: readonly unknown[] }

/** A name service whose resolver holds `alice.eth` and answers multicoin reads with `multicoin` (which may throw). */
function nameService(multicoin: (coinType: bigint) => `0x${string}`) {
  const reads: Read[] = []
  const readContract = (({ functionName, args }: Read) => {
    reads.push({ functionName, args })
    if (functionName === 'resolver') return Promise.resolve(RESOLVER)
    if (functionName === 'addr' && args.length === 1) return Promise.resolve(ALICE)
    if (functionName === 'addr') return new Promise((resolve) => resolve(multicoin(args[1] as bigint)))
    return Promise.reject(new Error(`unexpected ${functionName}`))
  }) as unknown as PublicClient['readContract']
  return { client: { readContract }, reads }
}

describe('resolveNames', () => {
  it('default: without a coin type, the Ethereum address (addr(node))', async () => {
    const { client, reads } = nameService(() => '0x')
    expect(await resolveNames(client, REGISTRY, ['alice.eth'])).toEqual({ 'alice.eth': ALICE })
    expect(reads.map((read) => read.args.length)).toEqual([1, 1])
  })

  it.each<[string, () => `0x${string}`, Address | null]>([
    [
      "the coin type's 20-byte record",
      () => '0x00000000000000000000000000000000000b0b00',
      '0x00000000000000000000000000000000000B0b00',
    ],
    ['no record (empty bytes)', () => '0x', null],
    ['a record that is no EVM address (not 20 bytes)', () => '0x0014751e76e8199196d454941c45d1b3a323f1433bd6', null],
    ['a zero address record', () => '0x0000000000000000000000000000000000000000', null],
    [
      'a resolver without multicoin records (the call reverts)',
      () => {
        throw new Error('execution reverted')
      },
      null,
    ],
  ])('coinType: %s', async (_label, multicoin, expected) => {
    const { client, reads } = nameService(multicoin)
    expect(await resolveNames(client, REGISTRY, ['alice.eth'], toCoinType(137))).toEqual({ 'alice.eth': expected })
    // Never the Ethereum record: the one address read asks for Polygon's coin type.
    expect(reads.filter((read) => read.functionName === 'addr')).toEqual([
      { functionName: 'addr', args: [expect.any(String), toCoinType(137)] },
    ])
  })
})
