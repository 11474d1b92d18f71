import { i18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import type { Freshness } from './freshness'
import { faultText, sendBlockedText } from './freshnessText'
import type { NodeFault } from './nodeFault'

describe('faultText', () => {
  it.each<[NodeFault | undefined, string]>([
    [{ kind: 'http', status: 503 }, 'HTTP 503'],
    [{ kind: 'rateLimited' }, 'rate limited'],
    [{ kind: 'unreachable' }, 'no connection'],
    [{ kind: 'timeout' }, 'no answer'],
    [{ kind: 'invalidResponse' }, 'invalid answer'],
    [{ kind: 'rpcError', code: -32603 }, 'node error -32603'],
    [{ kind: 'wrongChain', chainId: 1 }, 'wrong chain 1'],
    [{ kind: 'frozen' }, 'no new block'],
    // A node that hangs records no fault: nothing answered.
    [undefined, 'no new block'],
  ])('%o: %s', (fault, text) => {
    expect(i18n._(faultText(fault))).toBe(text)
  })
})

describe('sendBlockedText', () => {
  it.each<[Freshness, string | undefined]>([
    [{ kind: 'fresh' }, undefined],
    [{ kind: 'connecting' }, undefined],
    [{ kind: 'unreachable', fault: { kind: 'timeout' }, lastBlock: 1n }, 'Network unreachable'],
    [{ kind: 'wrongChain', nodeChainId: 1 }, 'Node on the wrong network'],
    [{ kind: 'stale', lastBlock: 1n }, 'Data out of date'],
    [{ kind: 'degraded', lastBlock: 1n }, 'Data out of date'],
  ])('%o: %s', (freshness, text) => {
    const blocked = sendBlockedText(freshness)
    expect(blocked && i18n._(blocked)).toBe(text)
  })
})
