import { describe, expect, it } from 'vitest'
import { walletOptions } from './walletOptions'

const loadIcon = async () => 'data:image/svg+xml;base64,AAAA'

describe('walletOptions', () => {
  it("default: RainbowKit's wallets by their own name and icon, EIP-6963 wallets by what they announced", async () => {
    const options = walletOptions([
      {
        uid: '1',
        id: 'mock',
        name: 'Mock Connector',
        rkDetails: { name: 'Local dev account', iconUrl: '/wallets/dev.svg', iconBackground: '#1e293b' },
      },
      { uid: '2', id: 'injected', name: 'Injected', rkDetails: { name: 'Browser Wallet', iconUrl: loadIcon } },
      { uid: '3', id: 'dev.ucash.e2e-wallet', name: 'E2E Test Wallet', icon: 'data:image/svg+xml;base64,BBBB' },
    ])
    expect(options.map(({ uid, name, iconBackground }) => ({ uid, name, iconBackground }))).toEqual([
      { uid: '1', name: 'Local dev account', iconBackground: '#1e293b' },
      { uid: '2', name: 'Browser Wallet', iconBackground: undefined },
      { uid: '3', name: 'E2E Test Wallet', iconBackground: undefined },
    ])
    expect(options[0]!.icon).toBe('/wallets/dev.svg')
    expect(options[2]!.icon).toBe('data:image/svg+xml;base64,BBBB')
    const lazy = options[1]!.icon
    expect(typeof lazy === 'function' ? await lazy() : lazy).toBe('data:image/svg+xml;base64,AAAA')
  })

  it("behavior: leaves out WalletConnect's official-modal twin and repeated ids", () => {
    const options = walletOptions([
      {
        uid: '1',
        id: 'walletConnect',
        name: 'WalletConnect',
        rkDetails: { name: 'WalletConnect', isWalletConnectModalConnector: true },
      },
      { uid: '2', id: 'walletConnect', name: 'WalletConnect', rkDetails: { name: 'WalletConnect' } },
      { uid: '3', id: 'walletConnect', name: 'WalletConnect' },
    ])
    expect(options.map((option) => option.uid)).toEqual(['2'])
  })

  it('default: no icon when none is known', () => {
    expect(walletOptions([{ uid: '1', id: 'x', name: 'X', rkDetails: null }])[0]).toMatchObject({
      name: 'X',
      icon: undefined,
    })
  })
})
