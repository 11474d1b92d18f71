// @vitest-environment jsdom
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import type { Config } from 'wagmi'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { ConnectWalletButton, useConnectModal, useWalletModalStore } from '@/entities/wallet-modal'
import { chainHealthStore } from '@/lib/chain/health'
import { AppError } from '@/lib/errors'
import { HOSTING_NOTICE_ID, pageHostingRisk } from '@/lib/hosting'
import { SendButton } from './SendButton'
import type { WriteRequest } from './executeWrite'
import { writeMutationOptions } from './useWrite'

// A wallet is on chain 1, whose data is current: only where the page runs can refuse.
vi.mock('wagmi', () => ({ useAccount: () => ({ address: '0x000000000000000000000000000000000000bEEF', chainId: 1 }) }))
const executeWrite = vi.fn()
vi.mock('./executeWrite', () => ({ executeWrite }))

const CID = 'bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi'

const inEnglish = (ui: React.ReactNode) => render(<I18nProvider i18n={i18n}>{ui}</I18nProvider>)

describe('on a path gateway (the page below /ipfs/<cid>/ on a host that is no subdomain gateway)', () => {
  beforeAll(() => {
    // Before anything asks: the risk is computed once for the page.
    window.history.replaceState(null, '', `/ipfs/${CID}/#/`)
    expect(pageHostingRisk().kind).toBe('pathGateway')
    const now = Date.now()
    chainHealthStore.getState().watch(1, 1)
    chainHealthStore.getState().pollStarted(1, now)
    chainHealthStore.getState().headOk(1, 100n, now)
  })
  afterEach(cleanup)

  it('a send button is disabled and says why, though the chain is current', () => {
    inEnglish(<SendButton>Deposit</SendButton>)
    expect(screen.getByRole('button', { name: 'Sending is off on this gateway' }).hasAttribute('disabled')).toBe(true)
    expect(screen.queryByRole('button', { name: 'Deposit' })).toBeNull()
  })

  it('the write path refuses with SEND_REFUSED_HERE and never reaches the wallet, whichever button asked', async () => {
    const { mutationFn } = writeMutationOptions({} as Config)
    const request: WriteRequest = { kind: 'transaction', calls: [], summary: { id: 'test' } }
    const sent = mutationFn({ request, account: '0x0000000000000000000000000000000000000001', chainId: 1 })
    await expect(sent).rejects.toSatisfy((error) => error instanceof AppError && error.code === 'SEND_REFUSED_HERE')
    expect(executeWrite).not.toHaveBeenCalled()
  })

  it("a form's Connect Wallet is disabled with the reason, pointing at the notice", () => {
    inEnglish(<ConnectWalletButton />)
    const button = screen.getByRole('button', { name: 'Sending is off on this gateway' })
    expect(button.hasAttribute('disabled')).toBe(true)
    expect(button.getAttribute('aria-describedby')).toBe(HOSTING_NOTICE_ID)
  })

  it('asking for the wallet picker loads and opens nothing, and brings up the notice instead', () => {
    const notice = document.createElement('div')
    notice.id = HOSTING_NOTICE_ID
    notice.tabIndex = -1
    notice.scrollIntoView = vi.fn()
    document.body.append(notice)
    const { openConnectModal } = useConnectModal()
    function Header() {
      return <button onClick={openConnectModal}>Connect Wallet</button>
    }
    inEnglish(<Header />)
    fireEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    expect(useWalletModalStore.getState()).toMatchObject({ requested: null, wanted: false })
    expect(document.activeElement).toBe(notice)
    notice.remove()
  })
})
