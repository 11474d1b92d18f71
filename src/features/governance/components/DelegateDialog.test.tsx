// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { type Address, UserRejectedRequestError, getAddress, isAddress, zeroAddress } from 'viem'
import { describe, expect, it, vi } from 'vitest'
import { useModalStore } from '@/entities/modal'
import { AppError } from '@/lib/errors'
import {
  ACCOUNT,
  HASH,
  MAINNET_UNI,
  connected,
  renderOpen,
  sentCall,
  setUpDialogTests,
} from '@/test/governanceDialogKit'
import { answer, wallet } from '@/test/pendingWallet'
import { DelegateDialog } from './DelegateDialog'

const ALICE: Address = '0x00000000000000000000000000000000000A11cE'
const OTHER: Address = '0x0000000000000000000000000000000000000fed'
const openConnectModal = vi.hoisted(() => vi.fn())

vi.mock('@/entities/transaction/write/executeWrite', () => import('@/test/pendingWallet'))
vi.mock('wagmi', async (importOriginal) => {
  const { connected: wallet } = await import('@/test/governanceDialogKit')
  return {
    ...(await importOriginal<object>()),
    useConfig: () => ({}),
    useAccount: () => ({ ...wallet, isConnected: wallet.address !== undefined }),
  }
})
// The send button's Connect Wallet asks the wallet picker through this module.
vi.mock('@/entities/wallet-modal/useWalletModals', () => ({
  useConnectModal: () => ({ openConnectModal }),
  preloadWalletModals: () => undefined,
}))
// The name service: alice.eth resolves, nobody.eth does not (the real useRecipient debounces in front of it).
vi.mock('@/entities/name/useNames', () => ({
  useNameAddress: (_chainId: number | undefined, name: string | undefined) => (name === 'alice.eth' ? ALICE : null),
  usePrimaryName: () => undefined,
  nameServiceFor: () => undefined,
}))

function renderDelegate(chainId: number | undefined, currentDelegate?: Address) {
  return renderOpen('delegate', <DelegateDialog chainId={chainId} currentDelegate={currentDelegate} />)
}
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement
const type = (value: string) =>
  fireEvent.change(screen.getByLabelText('Delegate address or name'), { target: { value } })

setUpDialogTests(openConnectModal)

describe('DelegateDialog', () => {
  it('default: without a delegate, Self Delegate sends delegate(account) to UNI; Unlocking Votes, then Transaction Submitted', async () => {
    renderDelegate(1)
    expect(screen.getByRole('dialog', { name: 'Unlock Votes' })).toBeTruthy()
    fireEvent.click(button('Self Delegate'))
    await waitFor(() => expect(wallet.requests).toHaveLength(1))
    expect(sentCall()).toEqual({
      summary: 'Delegated votes',
      address: MAINNET_UNI,
      functionName: 'delegate',
      args: [ACCOUNT],
    })
    const waiting = screen.getByRole('status')
    expect(within(waiting).getByTestId('pending-text').textContent).toBe('Unlocking Votes')
    expect(within(waiting).getByText('Confirm this transaction in your wallet')).toBeTruthy()
    await answer(() => ({ kind: 'transaction', hash: HASH }))
    expect(await screen.findByText('Transaction Submitted')).toBeTruthy()
    const submitted = screen.getByRole('status')
    expect(within(submitted).getByRole('link', { name: 'View on block explorer' }).getAttribute('href')).toBe(
      `https://etherscan.io/tx/${HASH}`,
    )
    fireEvent.click(within(submitted).getByRole('button', { name: 'Close' }))
    expect(useModalStore.getState().openModal).toBeNull()
  })

  it('behavior: the title and waiting text follow the current delegate (the zero address is none)', async () => {
    renderDelegate(1, zeroAddress)
    expect(screen.getByRole('dialog', { name: 'Unlock Votes' })).toBeTruthy()
    cleanup()
    renderDelegate(1, OTHER)
    expect(screen.getByRole('dialog', { name: 'Update Delegation' })).toBeTruthy()
    fireEvent.click(button('Self Delegate'))
    expect((await screen.findByTestId('pending-text')).textContent).toBe('Delegating votes')
  })

  it('behavior: Add Delegate + reveals the input; Delegate Votes is enabled only for a valid address', async () => {
    renderDelegate(1)
    expect(screen.queryByLabelText('Delegate address or name')).toBeNull()
    fireEvent.click(button('Add Delegate +'))
    expect(screen.queryByRole('button', { name: 'Self Delegate' })).toBeNull()
    expect(button('Delegate Votes').disabled).toBe(true)
    const alert = () => screen.getByRole('alert')
    type('0x1234')
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Invalid addressAn address is 0x followed by 40 hexadecimal characters.',
    )
    expect(button('Delegate Votes').disabled).toBe(true)
    type(zeroAddress)
    await waitFor(() =>
      expect(alert().textContent).toBe(
        'Invalid recipientThis is the zero address: anything sent or delegated to it is lost.',
      ),
    )
    expect(button('Delegate Votes').disabled).toBe(true)
    // 0xf39Fd6e5…, checksummed, with its first capital in lower case.
    type('0xf39fd6e51aad88F6F4ce6aB8827279cffFb92266')
    await waitFor(() => expect(alert().firstChild?.textContent).toBe('Invalid address'))
    expect(alert().textContent).toContain('checksum (EIP-55)')
    expect(screen.getByLabelText('Delegate address or name').getAttribute('aria-describedby')).toBe(alert().id)
    expect(button('Delegate Votes').disabled).toBe(true)
    type(MAINNET_UNI)
    await waitFor(() => expect(alert().textContent).toBe('Invalid recipientThis is a token contract, not a wallet.'))
    type('nobody.eth')
    await waitFor(() => expect(alert().textContent).toBe('Invalid recipientNo address found for nobody.eth'))
    expect(button('Delegate Votes').disabled).toBe(true)
    type(' alice.eth ')
    await waitFor(() => expect(button('Delegate Votes').disabled).toBe(false))
    expect(screen.getByTestId('delegatee-address').textContent).toBe(ALICE)
    expect(screen.queryByRole('alert')).toBeNull()
    fireEvent.click(button('Delegate Votes'))
    await waitFor(() => expect(wallet.requests).toHaveLength(1))
    expect(sentCall().args).toEqual([ALICE])
  })

  it('behavior: an address typed is used as it is, checksummed, without a lookup line', async () => {
    renderDelegate(1)
    fireEvent.click(button('Add Delegate +'))
    type(OTHER.toLowerCase())
    await waitFor(() => expect(button('Delegate Votes').disabled).toBe(false))
    expect(screen.queryByTestId('delegatee-address')).toBeNull()
    fireEvent.click(button('Delegate Votes'))
    await waitFor(() => expect(wallet.requests).toHaveLength(1))
    expect(sentCall().args).toEqual([getAddress(OTHER)])
    expect(isAddress(String(sentCall().args?.[0]))).toBe(true)
  })

  it('behavior: Remove hides the input and brings back Self Delegate, with the input cleared', () => {
    renderDelegate(1)
    fireEvent.click(button('Add Delegate +'))
    type('alice.eth')
    fireEvent.click(button('Remove'))
    expect(screen.queryByLabelText('Delegate address or name')).toBeNull()
    expect(button('Self Delegate').disabled).toBe(false)
    fireEvent.click(button('Add Delegate +'))
    expect((screen.getByLabelText('Delegate address or name') as HTMLInputElement).value).toBe('')
  })

  it('behavior: a rejection returns to the form silently, with what was typed kept', async () => {
    renderDelegate(1)
    fireEvent.click(button('Add Delegate +'))
    type('alice.eth')
    await waitFor(() => expect(button('Delegate Votes').disabled).toBe(false))
    fireEvent.click(button('Delegate Votes'))
    await answer(() => {
      throw new AppError('USER_REJECTED', { cause: new UserRejectedRequestError(new Error('denied')) })
    })
    expect(((await screen.findByLabelText('Delegate address or name')) as HTMLInputElement).value).toBe('alice.eth')
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.queryByTestId('pending-text')).toBeNull()
  })

  it('error: another failure returns to the form with its message', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    renderDelegate(1)
    fireEvent.click(button('Self Delegate'))
    await answer(() => {
      throw new AppError('SEND_FAILED', { params: { message: 'nonce too low' } })
    })
    expect((await screen.findByRole('alert')).textContent).toBe('Transaction failed: nonce too low')
    expect(button('Self Delegate').disabled).toBe(false)
    expect(log).toHaveBeenCalled()
    log.mockRestore()
  })

  it('error: a chain without a UNI contract shows No UNI Contract! and sends nothing', () => {
    Object.assign(connected, { chainId: 56 })
    renderDelegate(56)
    expect(screen.getByRole('alert').textContent).toBe('No UNI Contract!')
    expect(button('Self Delegate').disabled).toBe(true)
    fireEvent.click(button('Self Delegate'))
    expect(wallet.requests).toHaveLength(0)
  })

  it('behavior: without a wallet the action is Connect Wallet, which closes this modal for the wallet’s', () => {
    Object.assign(connected, { address: undefined, chainId: undefined })
    renderDelegate(1)
    expect(screen.queryByRole('button', { name: 'Self Delegate' })).toBeNull()
    fireEvent.click(button('Connect Wallet'))
    expect(openConnectModal).toHaveBeenCalledOnce()
    expect(useModalStore.getState().openModal).toBeNull()
  })
})
