import type { TokenList } from '@uniswap/token-lists'
import { describe, expect, it, vi } from 'vitest'
import { combineTokenMaps, listTokenMap } from './tokenMaps'

const DAI = '0x6B175474E89094C44Da98b954EedeAC495271d0F'
const USDC_LOWER = '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48'
const list = (name: string, tokens: TokenList['tokens'], tags?: TokenList['tags']): TokenList => ({
  name,
  timestamp: '2026-01-01T00:00:00.000Z',
  version: { major: 1, minor: 0, patch: 0 },
  tokens,
  ...(tags ? { tags } : {}),
})
const entry = (chainId: number, address: string, symbol: string, extra: Partial<TokenList['tokens'][number]> = {}) => ({
  chainId,
  address,
  decimals: 18,
  symbol,
  name: symbol,
  ...extra,
})

describe('listTokenMap', () => {
  it('default: the tokens of one chain, by lower-case address, checksummed, tags resolved', () => {
    const a = list(
      'A',
      [entry(1, DAI, 'DAI', { tags: ['stable', 'missing'] }), entry(1, USDC_LOWER, 'USDC'), entry(5, DAI, 'gDAI')],
      {
        stable: { name: 'Stablecoin', description: 'Pegged' },
      },
    )
    const map = listTokenMap(a, 1)
    expect([...map.keys()]).toEqual([DAI.toLowerCase(), USDC_LOWER])
    expect(map.get(USDC_LOWER)?.address).toBe('0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48')
    expect(map.get(DAI.toLowerCase())).toMatchObject({
      kind: 'token',
      chainId: 1,
      address: DAI,
      tags: [{ id: 'stable', name: 'Stablecoin', description: 'Pegged' }],
    })
    expect(listTokenMap(a, 5).get(DAI.toLowerCase())?.symbol).toBe('gDAI')
  })

  it('behavior: computed once per list and chain', () => {
    const a = list('A', [entry(1, DAI, 'DAI')])
    expect(listTokenMap(a, 1)).toBe(listTokenMap(a, 1))
  })
})

describe('combineTokenMaps', () => {
  it('the earlier list wins where lists disagree', () => {
    const first = list('First', [entry(1, DAI, 'DAI')])
    const second = list('Second', [entry(1, DAI, 'FAKE'), entry(1, USDC_LOWER, 'USDC')])
    const map = combineTokenMaps([first, second], 1)
    expect(map.get(DAI.toLowerCase())?.symbol).toBe('DAI')
    expect(map.size).toBe(2)
  })

  it('error: a list whose tokens cannot be read is skipped and logged, the others stay', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const broken = list('Broken', [entry(1, 'not an address', 'BAD')])
    const good = list('Good', [entry(1, DAI, 'DAI')])
    expect([...combineTokenMaps([broken, good], 1).keys()]).toEqual([DAI.toLowerCase()])
    expect(error).toHaveBeenCalledWith(
      expect.objectContaining({
        code: 'LIST_SHOW_FAILED',
        message: 'Could not show token list due to error',
        cause: expect.anything(),
      }),
    )
    error.mockRestore()
  })
})
