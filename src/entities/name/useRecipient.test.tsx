// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { type Address, zeroAddress } from 'viem'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { type AppContract, appContractsFor } from '@/config/appContracts'
import { BLOCKED_ADDRESSES } from '@/config/blocklist'
import type { AddressProblem } from './model/typedAddress'
import { type RecipientLookup, useRecipient } from './useRecipient'

const ALICE: Address = '0x00000000000000000000000000000000000A11cE'
const ROUTER: Address = '0x7a250d5630B4cF539739dF2C5dAcb4c659F2488D'
const ACCOUNT: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

// The name service: alice.eth has an address on every chain, router.eth points at the router, nobody.eth at nothing.
// Chain 1 has its own registry; chain 137 resolves through mainnet's by its coin type.
vi.mock('./useNames', () => ({
  useNameAddress: (chainId: number | undefined, name: string | undefined) =>
    chainId === undefined || !name
      ? null
      : (({ 'alice.eth': ALICE, 'router.eth': ROUTER } as Record<string, Address>)[name] ?? null),
  nameServiceFor: (chainId: number | undefined) =>
    chainId === 1
      ? { chainId: 1, registry: ROUTER }
      : { chainId: 1, registry: ROUTER, coinType: chainId === undefined ? undefined : 0x80000000 + chainId },
}))

afterEach(cleanup)

function lookup(input: string, chainId = 1, forbidden: readonly AppContract[] = appContractsFor(1)) {
  const client = new QueryClient()
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  )
  return renderHook(() => useRecipient(input, chainId, forbidden), { wrapper })
}

/** The lookup once the input has settled and any name has resolved. */
async function settled(input: string, chainId?: number, forbidden?: readonly AppContract[]): Promise<RecipientLookup> {
  const { result } = lookup(input, chainId, forbidden)
  await waitFor(() => expect(result.current.address).not.toBeUndefined(), { timeout: 3_000 })
  return result.current
}

describe('useRecipient', () => {
  it.each<[string, string, Address | null, AddressProblem | undefined]>([
    ['a checksummed address', ACCOUNT, ACCOUNT, undefined],
    ['a lower-case address, checksummed', ` ${ACCOUNT.toLowerCase()} `, ACCOUNT, undefined],
    ['a wrong checksum', ACCOUNT.replace('F', 'f'), null, { code: 'badChecksum' }],
    ['a truncated address', ACCOUNT.slice(0, 30), null, { code: 'notAddress' }],
    ['the zero address', zeroAddress, null, { code: 'zeroAddress' }],
    ['a blocked address', BLOCKED_ADDRESSES[1]!, null, { code: 'blocked' }],
    ['the router', ROUTER, null, { code: 'appContract', role: 'router' }],
    ['a name', 'alice.eth', ALICE, undefined],
    ['a name that points at the router', 'router.eth', null, { code: 'appContract', role: 'router' }],
    ['a name without an address', 'nobody.eth', null, { code: 'noAddress', name: 'nobody.eth' }],
    ['a text that is no name', 'not a name', null, { code: 'noAddress', name: 'notaname' }],
  ])('%s', async (_label, input, address, problem) => {
    const result = await settled(input)
    expect(result.address).toBe(address)
    expect(result.problem).toEqual(problem)
  })

  it('off the name service’s chain, a name without an address for the chain in use is refused for that chain', async () => {
    expect(await settled('nobody.eth', 137)).toEqual({
      input: 'nobody.eth',
      address: null,
      problem: { code: 'wrongChainName', name: 'nobody.eth', chainId: 137 },
    })
    expect((await settled('alice.eth', 137)).address).toBe(ALICE)
  })

  it('checks against the contracts it is given: the trade’s own tokens on a swap', async () => {
    const token: Address = '0x6B175474E89094C44Da98b954EedeAC495271d0F'
    expect((await settled(token, 1, [])).address).toBe(token)
    expect((await settled(token, 1, [{ address: token, role: 'token' }])).problem).toEqual({
      code: 'appContract',
      role: 'token',
    })
  })

  it('is pending while typing settles, then says why; empty has no problem', async () => {
    const client = new QueryClient()
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    )
    const { result, rerender } = renderHook(({ input }) => useRecipient(input, 1, []), {
      wrapper,
      initialProps: { input: '' },
    })
    expect(result.current).toEqual({ input: '', address: null })
    const typed = ACCOUNT.replace('F', 'f')
    rerender({ input: typed })
    expect(result.current).toEqual({ input: typed, address: undefined })
    await waitFor(() => expect(result.current.problem).toEqual({ code: 'badChecksum' }))
  })
})
