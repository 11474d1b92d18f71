// @vitest-environment jsdom
import { I18nProvider } from '@lingui/react'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { i18n } from '@/lib/i18n'
import type { Migration } from '../hooks/useMigration'
import { MigrationPrices } from './MigrationPrices'

afterEach(cleanup)

const base: Migration = {
  value: { eth: 10n, token: 20n },
  v1Price: '1,900',
  v2Price: '2,000',
  amounts: {
    amountTokenMin: 1n,
    amountETHMin: 1n,
    priceDifferencePercent: 5,
    largePriceDifference: true,
    firstLiquidityProvider: false,
  },
}
const show = (migration: Migration) =>
  render(
    <I18nProvider i18n={i18n}>
      <MigrationPrices migration={migration} symbol="USDC" />
    </I18nProvider>,
  )

describe('MigrationPrices', () => {
  it('default: both prices in tokens per ETH, the warning with the difference at 5%', () => {
    show(base)
    expect(screen.getByTestId('v1-price').textContent).toContain('1,900 USDC/ETH')
    expect(screen.getByTestId('v2-price').textContent).toContain('2,000 USDC/ETH')
    expect(screen.getByTestId('price-warning').textContent).toContain(
      "It's best to deposit liquidity into Uniswap V2 at a price you believe is correct.",
    )
    expect(screen.getByTestId('price-difference').textContent).toContain('5%')
    expect(screen.queryByTestId('first-liquidity-provider')).toBeNull()
  })

  it('behavior: the difference to four significant digits, in the language’s percent pattern', () => {
    show({ ...base, amounts: { ...base.amounts!, priceDifferencePercent: 5.2631578 } })
    expect(screen.getByTestId('price-difference').textContent).toBe('5.263%')
  })

  it('behavior: no warning under 5%', () => {
    show({ ...base, amounts: { ...base.amounts!, priceDifferencePercent: 4.761904, largePriceDifference: false } })
    expect(screen.queryByTestId('price-warning')).toBeNull()
  })

  it('behavior: without a V2 pool, the first-provider notice and no V2 price', () => {
    show({
      ...base,
      v2Price: undefined,
      amounts: { amountTokenMin: 1n, amountETHMin: 1n, largePriceDifference: false, firstLiquidityProvider: true },
    })
    expect(screen.getByTestId('first-liquidity-provider').textContent).toContain(
      'You are the first liquidity provider for this pair on Uniswap V2. Your liquidity will be migrated at the current V1 price.',
    )
    expect(screen.queryByTestId('v2-price')).toBeNull()
    expect(screen.queryByTestId('price-warning')).toBeNull()
  })
})
