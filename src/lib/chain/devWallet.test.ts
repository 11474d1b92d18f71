import { createConfig, createStorage, http } from 'wagmi'
import { connect, disconnect, getAccount, reconnect } from 'wagmi/actions'
import { defineChain } from 'viem'
import { mainnet } from 'viem/chains'
import { describe, expect, it } from 'vitest'
import { DEV_ACCOUNT_CONNECTED_KEY, devAccountConnector } from './devWallet'

const account = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const devnet = defineChain({
  id: 31337,
  name: 'Devnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
})

/** A browser's local storage, shared by the "page loads" of one test (each load makes a new wagmi config). */
function memoryStorage() {
  const items = new Map<string, string>()
  return {
    items,
    storage: {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
      removeItem: (key: string) => void items.delete(key),
    },
  }
}

/** One page load: a fresh wagmi config (mainnet first, as in the app) over the same storage. */
function pageLoad(storage: ReturnType<typeof memoryStorage>['storage']) {
  return createConfig({
    chains: [mainnet, devnet],
    connectors: [devAccountConnector(account, devnet.id)],
    storage: createStorage({ storage }),
    transports: { [mainnet.id]: http('http://127.0.0.1:1'), [devnet.id]: http('http://127.0.0.1:1') },
  })
}

describe('devAccountConnector', () => {
  it('behavior: reconnects after a reload, on the devnet chain', async () => {
    const { storage } = memoryStorage()
    const first = pageLoad(storage)
    await connect(first, { connector: first.connectors[0]!, chainId: devnet.id })
    expect(getAccount(first).address).toBe(account)

    const reloaded = pageLoad(storage)
    expect(getAccount(reloaded).isConnected).toBe(false)
    await reconnect(reloaded)
    expect(getAccount(reloaded)).toMatchObject({ address: account, chainId: devnet.id, status: 'connected' })
  })

  it('behavior: stays disconnected after a reload once the user disconnected', async () => {
    const { storage, items } = memoryStorage()
    const first = pageLoad(storage)
    await connect(first, { connector: first.connectors[0]!, chainId: devnet.id })
    await disconnect(first)
    expect([...items.keys()].some((key) => key.endsWith(DEV_ACCOUNT_CONNECTED_KEY))).toBe(false)

    const reloaded = pageLoad(storage)
    await reconnect(reloaded)
    expect(getAccount(reloaded).status).toBe('disconnected')
  })

  it('default: a first visit does not connect by itself', async () => {
    const reloaded = pageLoad(memoryStorage().storage)
    await reconnect(reloaded)
    expect(getAccount(reloaded).status).toBe('disconnected')
  })
})
