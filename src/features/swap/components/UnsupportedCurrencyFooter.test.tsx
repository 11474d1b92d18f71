// @vitest-environment jsdom
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { useModalStore } from '@/entities/modal'
import type { Currency } from '@/entities/token'
import { UnsupportedCurrencyFooter } from './UnsupportedCurrencyFooter'

const GOLD: Currency = {
  kind: 'token',
  chainId: 1,
  address: '0x4922a015c4407F87432B179bb209e125432E4a2A',
  decimals: 6,
  symbol: 'XAUt',
  name: 'Tether Gold',
}

const renderFooter = () =>
  render(
    <I18nProvider i18n={i18n}>
      <UnsupportedCurrencyFooter currencies={[GOLD]} />
    </I18nProvider>,
  )
const dialog = () => screen.queryByRole('dialog', { name: 'Unsupported Assets' })

beforeEach(() => useModalStore.setState({ openModal: null }))
afterEach(cleanup)

describe('UnsupportedCurrencyFooter', () => {
  it("opens as the store's 'unsupportedAssets' modal and renders only while that is the open one", () => {
    renderFooter()
    expect(dialog()).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Read more about unsupported assets' }))
    expect(useModalStore.getState().openModal).toBe('unsupportedAssets')
    expect(dialog()).not.toBeNull()
    expect(dialog()?.textContent).toContain(GOLD.address)

    // Another modal (the account modal from the header, say) takes its place.
    act(() => useModalStore.getState().showModal('account'))
    expect(dialog()).toBeNull()
    act(() => useModalStore.getState().showModal('unsupportedAssets'))
    expect(dialog()).not.toBeNull()
  })

  it('its close button closes it in the store', () => {
    renderFooter()
    fireEvent.click(screen.getByRole('button', { name: 'Read more about unsupported assets' }))
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(useModalStore.getState().openModal).toBeNull()
    expect(dialog()).toBeNull()
  })
})
