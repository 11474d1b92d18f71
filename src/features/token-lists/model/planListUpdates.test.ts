import type { TokenList } from '@uniswap/token-lists'
import { describe, expect, it } from 'vitest'
import { NEW_LIST_STATE } from '@/entities/token-list'
import { offerKey, planListUpdates } from './planListUpdates'

const token = (n: number, name = `Token ${n}`) => ({
  chainId: 1,
  address: `0x${n.toString(16).padStart(40, '0')}`,
  decimals: 18,
  symbol: `T${n}`,
  name,
})
const list = (major: number, minor: number, patch: number, tokens = [token(1)]): TokenList => ({
  name: 'L',
  timestamp: '2026-01-01T00:00:00.000Z',
  version: { major, minor, patch },
  tokens,
})
const state = (current: TokenList, pendingUpdate: TokenList | null) => ({ ...NEW_LIST_STATE, current, pendingUpdate })

describe('planListUpdates', () => {
  it('accepts a major bump, and a minor one that only adds tokens', () => {
    const plan = planListUpdates(
      {
        major: state(list(1, 0, 0, [token(1), token(2)]), list(2, 0, 0, [token(1)])),
        minor: state(list(1, 0, 0), list(1, 1, 0, [token(1), token(2)])),
        none: state(list(1, 0, 0), null),
      },
      new Set(),
    )
    expect(plan).toEqual([
      { url: 'major', oldVersion: 'v1.0.0', newVersion: 'v2.0.0', action: 'accept' },
      { url: 'minor', oldVersion: 'v1.0.0', newVersion: 'v1.1.0', action: 'accept' },
    ])
  })

  it('offers a patch that adds a token (it needed a minor bump), once', () => {
    const byUrl = { patch: state(list(1, 0, 0), list(1, 0, 1, [token(1), token(2)])) }
    expect(planListUpdates(byUrl, new Set())).toEqual([
      { url: 'patch', oldVersion: 'v1.0.0', newVersion: 'v1.0.1', action: 'offer' },
    ])
    expect(planListUpdates(byUrl, new Set([offerKey('patch', 'v1.0.1')]))).toEqual([])
  })

  it('accepts a patch that only renames a token', () => {
    expect(planListUpdates({ p: state(list(1, 0, 0), list(1, 0, 1, [token(1, 'Renamed')])) }, new Set())).toEqual([
      { url: 'p', oldVersion: 'v1.0.0', newVersion: 'v1.0.1', action: 'accept' },
    ])
  })
})
