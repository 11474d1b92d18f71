// @vitest-environment jsdom
import { I18nProvider } from '@lingui/react'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { i18n } from '@/lib/i18n'
import { setFormatLocale } from '@/lib/format'
import { ApprovalNote } from './ApprovalNote'

afterEach(() => {
  cleanup()
  setFormatLocale('en')
})

const note = (allowing: 'exact' | 'unlimited', amount: bigint, decimals: number) =>
  render(
    <I18nProvider i18n={i18n}>
      <ApprovalNote approval={{ allowing, symbol: 'USDC', amount, decimals }} />
    </I18nProvider>,
  )

describe('ApprovalNote', () => {
  it('default: an exact approval shows its amount to six significant digits, cut, grouped for the language', () => {
    note('exact', 1_234_567_890n, 6)
    expect(screen.getByTestId('approval-amount').textContent).toBe('Approves exactly 1,234.56 USDC')
  })

  it('behavior: the unlimited approval names no amount', () => {
    note('unlimited', 1n, 6)
    expect(screen.getByTestId('approval-amount').textContent).toBe('Approves an unlimited amount of USDC')
  })

  it('behavior: the amount follows the interface language’s separators', () => {
    setFormatLocale('de')
    note('exact', 1_234_567_890n, 6)
    expect(screen.getByTestId('approval-amount').textContent).toBe('Approves exactly 1.234,56 USDC')
  })
})
