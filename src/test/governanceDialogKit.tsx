/** For the governance dialogs' tests (DelegateDialog, VoteDialog): the mocked wallet's account, render, sent call. */
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, render } from '@testing-library/react'
import type { ReactElement } from 'react'
import type { Address, Hash } from 'viem'
import type { TransactionRequest } from '@/entities/transaction'
import { type ModalName, useModalStore } from '@/entities/modal'
import { afterEach, beforeEach } from 'vitest'
import { resetWallet, wallet } from '@/test/pendingWallet'

export const ACCOUNT: Address = '0x000000000000000000000000000000000000bEEF'
export const HASH: Hash = `0x${'ab'.repeat(32)}`
/** Mainnet's UNI and governor (src/config/addresses.ts); chain 56 has neither. */
export const MAINNET_UNI: Address = '0x1f9840a85d5aF5bf1D1762F925BDADdC4201F984'
export const MAINNET_GOVERNOR: Address = '0x5e4be8Bc9637f0EAA1A755019e06A68ce081D58F'

/** The wallet the mocked `useAccount` reports; tests change it before rendering. */
export const connected = { address: ACCOUNT as Address | undefined, chainId: 1 as number | undefined }

/** Opens `modal` in the store and renders `ui` with the app's query client and Lingui. */
export function renderOpen(modal: ModalName, ui: ReactElement) {
  useModalStore.setState({ openModal: modal })
  const client = new QueryClient()
  return render(
    <QueryClientProvider client={client}>
      <I18nProvider i18n={i18n}>{ui}</I18nProvider>
    </QueryClientProvider>,
  )
}

/** The one contract call of the wallet's `index`th request. */
export function sentCall(index = 0) {
  const request = wallet.requests[index] as TransactionRequest
  const [call] = request.calls
  return {
    summary: i18n._(request.summary),
    address: call?.address,
    functionName: call?.functionName,
    args: call?.args,
  }
}

/** Each test starts with a fresh pending wallet and the connected mainnet account, and ends with no modal open. */
export function setUpDialogTests(openConnectModal: { mockClear(): void }) {
  beforeEach(() => {
    resetWallet()
    Object.assign(connected, { address: ACCOUNT, chainId: 1 })
  })
  afterEach(() => {
    cleanup()
    act(() => useModalStore.setState({ openModal: null }))
    openConnectModal.mockClear()
  })
}
