// @vitest-environment jsdom
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { chainHealthStore } from '@/lib/chain/health'
import { SendButton } from './SendButton'

// A wallet is connected, on chain 1 (a 4 s poll, 12 s blocks).
vi.mock('wagmi', () => ({ useAccount: () => ({ address: '0x000000000000000000000000000000000000bEEF', chainId: 1 }) }))

const renderButton = (disabled = false) =>
  render(
    <I18nProvider i18n={i18n}>
      <SendButton disabled={disabled}>Deposit</SendButton>
    </I18nProvider>,
  )

describe('SendButton', () => {
  afterEach(() => {
    cleanup()
    chainHealthStore.setState({ chains: {} })
  })

  it('shows its action while the chain is current, and keeps its own disabled state', () => {
    const now = Date.now()
    chainHealthStore.getState().watch(1, 1)
    chainHealthStore.getState().pollStarted(1, now)
    chainHealthStore.getState().headOk(1, 100n, now)
    renderButton()
    expect(screen.getByRole('button', { name: 'Deposit' }).hasAttribute('disabled')).toBe(false)
    cleanup()
    renderButton(true)
    expect(screen.getByRole('button', { name: 'Deposit' }).hasAttribute('disabled')).toBe(true)
  })

  it('is disabled and says why while no head poll has answered for two polls', () => {
    chainHealthStore.getState().watch(1, 1)
    chainHealthStore.getState().pollStarted(1, Date.now() - 20_000)
    chainHealthStore.getState().headFailed(1, { kind: 'http', status: 500 })
    renderButton()
    expect(screen.getByRole('button', { name: 'Network unreachable' }).hasAttribute('disabled')).toBe(true)
  })

  it('says the data is out of date while the head is frozen', () => {
    const now = Date.now()
    chainHealthStore.getState().watch(1, 1)
    chainHealthStore.getState().pollStarted(1, now - 60_000)
    chainHealthStore.getState().headOk(1, 100n, now - 60_000)
    chainHealthStore.getState().headOk(1, 100n, now)
    renderButton()
    expect(screen.getByRole('button', { name: 'Data out of date' }).hasAttribute('disabled')).toBe(true)
  })
})
