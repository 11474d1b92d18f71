import { describe, expect, it } from 'vitest'
import { walletNetwork } from './walletNetwork'

describe('walletNetwork', () => {
  it('default: a network the app runs on, Sepolia included', () => {
    expect(walletNetwork(1, true)).toEqual({ kind: 'supported', chainId: 1 })
    expect(walletNetwork(11155111, true)).toEqual({ kind: 'supported', chainId: 11155111 })
  })

  it.each([
    [3, 'Ropsten'],
    [4, 'Rinkeby'],
    [5, 'Görli'],
    [42, 'Kovan'],
  ])('behavior: chain %i is the retired %s, not a wrong network', (chainId, label) => {
    expect(walletNetwork(chainId, true)).toEqual({ kind: 'retired', chainId, label })
  })

  it('behavior: a chain the app does not know is a wrong network', () => {
    expect(walletNetwork(999, true)).toEqual({ kind: 'unknown', chainId: 999 })
    expect(walletNetwork(undefined, true)).toEqual({ kind: 'unknown', chainId: undefined })
  })

  it('behavior: no wallet, no network to judge (even with a chain id left over)', () => {
    expect(walletNetwork(5, false)).toEqual({ kind: 'disconnected' })
    expect(walletNetwork(undefined, false)).toEqual({ kind: 'disconnected' })
  })
})
