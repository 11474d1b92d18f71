import { type TokenInfo, type TokenList, VersionUpgrade } from '@uniswap/token-lists'
import { describe, expect, it } from 'vitest'
import { decideListUpdate, summarizeListDiff, versionLabel } from './listUpdate'

const DAI: TokenInfo = {
  chainId: 1,
  address: '0x6B175474E89094C44Da98b954EedeAC495271d0F',
  decimals: 18,
  name: 'Dai Stablecoin',
  symbol: 'DAI',
}
const USDC: TokenInfo = {
  chainId: 1,
  address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
  decimals: 6,
  name: 'USD Coin',
  symbol: 'USDC',
}
const WETH: TokenInfo = {
  chainId: 1,
  address: '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
  decimals: 18,
  name: 'Wrapped Ether',
  symbol: 'WETH',
}

const list = (version: string, tokens: TokenInfo[]): TokenList => {
  const [major = 0, minor = 0, patch = 0] = version.split('.').map(Number)
  return { name: 'List', timestamp: '2021-01-05T00:00:00Z', version: { major, minor, patch }, tokens }
}

const current = list('1.1.0', [DAI, USDC])

describe('decideListUpdate', () => {
  it('ignores an unchanged version, even with other tokens', () => {
    expect(decideListUpdate(current, list('1.1.0', [WETH]))).toEqual({ kind: 'none' })
  })

  it('ignores a downgrade', () => {
    expect(decideListUpdate(current, list('1.0.9', [DAI, USDC, WETH]))).toEqual({ kind: 'none' })
    expect(decideListUpdate(current, list('0.9.0', [DAI]))).toEqual({ kind: 'none' })
  })

  it('applies a major bump with removals automatically', () => {
    expect(decideListUpdate(current, list('2.0.0', [DAI]))).toEqual({ kind: 'auto', bump: VersionUpgrade.MAJOR })
  })

  it('applies a minor bump adding tokens automatically', () => {
    expect(decideListUpdate(current, list('1.2.0', [DAI, USDC, WETH]))).toEqual({
      kind: 'auto',
      bump: VersionUpgrade.MINOR,
    })
  })

  it('asks about a patch that adds a token (needs MINOR)', () => {
    expect(decideListUpdate(current, list('1.1.1', [DAI, USDC, WETH]))).toEqual({
      kind: 'manual',
      bump: VersionUpgrade.PATCH,
      required: VersionUpgrade.MINOR,
    })
  })

  it('asks about a minor bump that removes a token (needs MAJOR)', () => {
    expect(decideListUpdate(current, list('1.2.0', [DAI, WETH]))).toEqual({
      kind: 'manual',
      bump: VersionUpgrade.MINOR,
      required: VersionUpgrade.MAJOR,
    })
  })

  it('applies a patch that only changes a name automatically', () => {
    expect(decideListUpdate(current, list('1.1.1', [{ ...DAI, name: 'Dai' }, USDC]))).toEqual({
      kind: 'auto',
      bump: VersionUpgrade.PATCH,
    })
  })

  it('applies a minor bump that only changes a name automatically (more than needed)', () => {
    expect(decideListUpdate(current, list('1.2.0', [{ ...DAI, name: 'Dai' }, USDC]))).toEqual({
      kind: 'auto',
      bump: VersionUpgrade.MINOR,
    })
  })

  it('applies a patch without token changes automatically', () => {
    expect(decideListUpdate(current, list('1.1.1', [DAI, USDC]))).toEqual({ kind: 'auto', bump: VersionUpgrade.PATCH })
  })
})

describe('versionLabel', () => {
  it('formats as vMAJOR.MINOR.PATCH', () => {
    expect(versionLabel({ major: 1, minor: 2, patch: 0 })).toBe('v1.2.0')
    expect(versionLabel({ major: 10, minor: 0, patch: 33 })).toBe('v10.0.33')
  })
})

describe('summarizeListDiff', () => {
  it('counts added, removed and changed tokens', () => {
    const pending = list('2.0.0', [{ ...DAI, symbol: 'DAI2', decimals: 8 }, WETH, { ...USDC, chainId: 5 }])
    expect(summarizeListDiff(current, pending)).toEqual({ added: 2, removed: 1, changed: 1 })
  })

  it('is all zero for the same tokens', () => {
    expect(summarizeListDiff(current, list('1.1.1', [USDC, DAI]))).toEqual({ added: 0, removed: 0, changed: 0 })
  })

  it('counts changed tokens across chains', () => {
    const base = list('1.0.0', [DAI, { ...DAI, chainId: 5 }])
    const pending = list('1.0.1', [
      { ...DAI, name: 'x' },
      { ...DAI, chainId: 5, name: 'y' },
    ])
    expect(summarizeListDiff(base, pending)).toEqual({ added: 0, removed: 0, changed: 2 })
  })
})
