// @vitest-environment jsdom
import { I18nProvider } from '@lingui/react'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { i18n } from '@/lib/i18n'
import { MigrateActions, type MigrateActionsProps } from './MigrateActions'

afterEach(cleanup)
// Migrate is a send button: a wallet is connected, and it asks the wallet's chain (none here, so nothing blocks it).
vi.mock('wagmi', () => ({
  useAccount: () => ({ address: '0x000000000000000000000000000000000000bEEF', chainId: undefined }),
}))

type Approval = MigrateActionsProps['approval']

function renderActions(
  overrides: Partial<Omit<MigrateActionsProps, 'approval'>> & { approval?: Partial<Approval> } = {},
) {
  const approval: Approval = {
    state: 'NOT_APPROVED',
    requesting: false,
    approve: vi.fn(async () => true),
    allowing: 'unlimited',
    symbol: 'UNI-V1',
    amount: 1_500000000000000000n,
    decimals: 18,
    ...overrides.approval,
  }
  const props: MigrateActionsProps = { status: 'idle', ready: true, onMigrate: vi.fn(), ...overrides, approval }
  render(
    <I18nProvider i18n={i18n}>
      <MigrateActions {...props} />
    </I18nProvider>,
  )
  return props
}
const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name })
const disabled = (name: string) => button(name).disabled

describe('MigrateActions', () => {
  it('behavior: what the approval will allow shows before the wallet opens, until approved', () => {
    renderActions()
    expect(screen.getByText('Approves an unlimited amount of UNI-V1')).toBeTruthy()
    cleanup()
    renderActions({ approval: { allowing: 'exact' } })
    expect(screen.getByText('Approves exactly 1.5 UNI-V1')).toBeTruthy()
    cleanup()
    renderActions({ approval: { state: 'APPROVED' } })
    expect(screen.queryByText(/^Approves/)).toBeNull()
  })

  it('default: Approve first, Migrate disabled until approved', () => {
    const props = renderActions()
    expect(disabled('Migrate')).toBe(true)
    fireEvent.click(button('Approve'))
    expect(props.approval.approve).toHaveBeenCalledOnce()
  })

  it('behavior: Approving while the wallet is open or the approval is pending', () => {
    renderActions({ approval: { requesting: true } })
    expect(disabled('Approving')).toBe(true)
    cleanup()
    renderActions({ approval: { state: 'PENDING' } })
    expect(disabled('Approving')).toBe(true)
    expect(disabled('Migrate')).toBe(true)
  })

  it('behavior: Approved enables Migrate, which migrates once ready', () => {
    const props = renderActions({ approval: { state: 'APPROVED' } })
    expect(disabled('Approved')).toBe(true)
    fireEvent.click(button('Migrate'))
    expect(props.onMigrate).toHaveBeenCalledOnce()
    cleanup()
    renderActions({ approval: { state: 'APPROVED' }, ready: false })
    expect(disabled('Migrate')).toBe(true)
  })

  it('behavior: Migrating from the wallet to the receipt, announced as busy', () => {
    for (const status of ['awaiting', 'submitted'] as const) {
      renderActions({ approval: { state: 'APPROVED' }, status })
      expect(disabled('Migrating')).toBe(true)
      expect(button('Migrating').getAttribute('aria-busy')).toBe('true')
      cleanup()
    }
  })

  it('behavior: a failed, replaced or dropped write returns to Migrate', () => {
    for (const status of ['failed', 'replaced', 'dropped'] as const) {
      const props = renderActions({ approval: { state: 'APPROVED' }, status })
      fireEvent.click(button('Migrate'))
      expect(props.onMigrate).toHaveBeenCalledOnce()
      cleanup()
    }
  })

  it('behavior: an unknown allowance offers nothing yet', () => {
    renderActions({ approval: { state: 'UNKNOWN' } })
    expect(disabled('Approve')).toBe(true)
    expect(disabled('Migrate')).toBe(true)
  })
})
