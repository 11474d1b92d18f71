import { describe, expect, it } from 'vitest'
import { type NetworkInfo, networks, retiredNetworks } from '@/config/chains'
import { networkMenu } from './networkMenu'

const labels = (entries: { label: string }[]): string[] => entries.map((entry) => entry.label)

describe('networkMenu', () => {
  it("the app's networks: the featured ones first, then Sepolia apart as the test network (spec 9, deviation)", () => {
    const menu = networkMenu(networks, 1)
    expect(labels(menu.main)).toEqual(['Ethereum', 'BNB Chain', 'Polygon', 'RSK'])
    expect(labels(menu.test)).toEqual(['Sepolia'])
    expect(menu.test[0]).toMatchObject({ chainId: 11155111, current: false })
  })

  it('never offers a retired test network, not even while the wallet is on it; they stay known by name', () => {
    expect(retiredNetworks.map((network) => [network.chainId, network.label])).toEqual([
      [3, 'Ropsten'],
      [4, 'Rinkeby'],
      [5, 'Görli'],
      [42, 'Kovan'],
    ])
    for (const { chainId } of retiredNetworks) {
      const menu = networkMenu(networks, chainId)
      expect([...menu.main, ...menu.test].map((entry) => entry.chainId)).not.toContain(chainId)
      expect(labels(menu.test)).toEqual(['Sepolia'])
    }
  })

  it('marks the current network, and only it', () => {
    const menu = networkMenu(networks, 137)
    expect([...menu.main, ...menu.test].filter((entry) => entry.current).map((entry) => entry.chainId)).toEqual([137])
    expect(networkMenu(networks, undefined).main.some((entry) => entry.current)).toBe(false)
  })

  it('a network the selector does not offer appears, in its group, while the wallet is on it', () => {
    expect(labels(networkMenu(networks, 100).main)).toEqual(['Ethereum', 'BNB Chain', 'Polygon', 'RSK', 'xDai'])
    expect(labels(networkMenu(networks, 97).test)).toEqual(['Sepolia', 'BNB Chain Testnet'])
    expect(networkMenu(networks, 100).main.at(-1)).toMatchObject({ chainId: 100, current: true })
  })

  it("keeps the table's order within each group, whatever the order of test and main networks in it", () => {
    const info = (label: string, featured: boolean, testnet: boolean): NetworkInfo => ({
      label,
      logoUrl: `/chains/${label}.svg`,
      explorer: '',
      featured,
      testnet,
    })
    const table = [
      { chain: { id: 10 }, info: info('T1', true, true) },
      { chain: { id: 11 }, info: info('M1', true, false) },
      { chain: { id: 12 }, info: info('T2', true, true) },
      { chain: { id: 13 }, info: info('M2', true, false) },
      { chain: { id: 14 }, info: info('Hidden', false, false) },
    ]
    expect(networkMenu(table, undefined)).toEqual({
      main: [
        { chainId: 11, label: 'M1', logoUrl: '/chains/M1.svg', current: false },
        { chainId: 13, label: 'M2', logoUrl: '/chains/M2.svg', current: false },
      ],
      test: [
        { chainId: 10, label: 'T1', logoUrl: '/chains/T1.svg', current: false },
        { chainId: 12, label: 'T2', logoUrl: '/chains/T2.svg', current: false },
      ],
    })
  })
})
