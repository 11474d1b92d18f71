// @vitest-environment jsdom
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { RouterProvider, createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router'
import { cleanup, render, screen, within } from '@testing-library/react'
import type { Address } from 'viem'
import { afterEach, describe, expect, it } from 'vitest'
import type { StakingPool } from '@/config/staking'
import type { TokenInfo } from '@/entities/token'
import { AppError } from '@/lib/errors'
import type { PoolCurrencies } from '../hooks/usePoolCurrencies'
import type { PoolEntry } from '../model/poolFigures'
import { PoolCard } from './PoolCard'

const E18 = 10n ** 18n
const token = (address: Address, symbol: string): TokenInfo & { known: boolean } => ({
  kind: 'token',
  chainId: 1,
  address,
  decimals: 18,
  symbol,
  name: symbol,
  known: true,
})
const WETH = token('0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2', 'WETH')
const DAI = token('0x6B175474E89094C44Da98b954EedeAC495271d0F', 'DAI')
const USDC = token('0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', 'USDC')
const UNI = token('0x1f9840a85d5aF5bf1D1762F925BDADdC4201F984', 'UNI')
const byAddress = new Map([WETH, DAI, USDC, UNI].map((t) => [t.address, t]))
const currencies: PoolCurrencies = {
  token: (address) => byAddress.get(address)!,
  sides: ([a, b]) => [
    a === WETH.address ? { kind: 'native', chainId: 1, symbol: 'ETH', name: 'Ether', decimals: 18 } : byAddress.get(a)!,
    byAddress.get(b)!,
  ],
  reward: UNI,
}
const pool = (other: TokenInfo, n: number): StakingPool => ({
  address: `0x${String(n).padStart(40, '0')}`,
  stakingToken: `0x${String(n + 1).padStart(40, '0')}`,
  tokens: [WETH.address, other.address],
})
const NOW = 2_000_000_000

const loaded: PoolEntry = {
  pool: pool(DAI, 10),
  status: 'loaded',
  stake: {
    totalStaked: 10n * E18,
    rewardRate: E18,
    periodFinish: BigInt(NOW + 90_061),
    staked: 5n * E18,
    earned: 12n * E18,
  },
  figures: {
    active: true,
    poolRate: E18,
    userRate: E18 / 2n,
    deposited: [100n * E18, 200_000n * E18],
    depositedEth: 200n * E18,
    aprBasisPoints: 3_942_000n,
  },
}

async function renderCards(entries: PoolEntry[]) {
  const root = createRootRoute({
    component: () =>
      entries.map((entry) => (
        <PoolCard
          key={entry.pool.address}
          entry={entry}
          currencies={currencies}
          clock={{ timestamp: BigInt(NOW), receivedAt: Date.now() }}
        />
      )),
  })
  const router = createRouter({ routeTree: root, history: createMemoryHistory({ initialEntries: ['/uni'] }) })
  render(
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>,
  )
  return screen.findAllByTestId('reward-pool-card')
}

afterEach(cleanup)

describe('PoolCard', () => {
  it('a failed pool shows its error on its own card; the others show their figures, none spins', async () => {
    const failed: PoolEntry = { pool: pool(USDC, 20), status: 'error', error: new AppError('STAKING_INFO_FAILED') }
    const [first, second] = await renderCards([loaded, failed])
    expect(within(second!).getByRole('alert').textContent).toBe('Failed to load staking rewards info')
    expect(second!.getAttribute('aria-label')).toBe('ETH-USDC pool')
    expect(within(first!).queryByRole('alert')).toBeNull()
    expect(screen.queryByText('Loading')).toBeNull()
  })

  it('a loaded pool: deposits, ETH value, weekly rate, APR, the user part and the countdown', async () => {
    const [card] = await renderCards([loaded])
    const text = (id: string) => within(card!).getByTestId(id).textContent
    expect(text('total-deposited')).toBe('100 ETH + 200,000 DAI')
    expect(text('total-deposited-eth')).toBe('200 ETH')
    expect(text('pool-rate')).toBe('604,800 UNI / week')
    expect(text('pool-apr')).toBe('39,420.00%')
    expect(text('user-stake')).toBe('5 UNI-V2')
    expect(text('user-share')).toBe('50.00%')
    expect(text('user-rate')).toBe('302,400 UNI / week')
    expect(text('user-earned')).toBe('12')
    expect(text('rewards-countdown')).toBe('Rewards end in 1:01:01:01')
    expect(within(card!).getByRole('link', { name: 'Manage' }).getAttribute('href')).toBe(`/uni/ETH/${DAI.address}`)
  })

  it('a pool still loading says so', async () => {
    const [card] = await renderCards([{ pool: pool(USDC, 30), status: 'loading' }])
    expect(within(card!).getByRole('status').textContent).toBe('Loading')
    expect(within(card!).getByRole('link', { name: 'Deposit' })).toBeTruthy()
  })
})
