// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { UserRejectedRequestError } from 'viem'
import { describe, expect, it, vi } from 'vitest'
import { useModalStore } from '@/entities/modal'
import { AppError } from '@/lib/errors'
import { HASH, MAINNET_GOVERNOR, connected, renderOpen, sentCall, setUpDialogTests } from '@/test/governanceDialogKit'
import { answer, wallet } from '@/test/pendingWallet'
import { VoteDialog } from './VoteDialog'

const E18 = 10n ** 18n
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

function renderVote(props: { chainId?: number; proposalId?: number; support?: boolean; votes?: bigint } = {}) {
  const { chainId = 1, proposalId = 7, support = true, votes = 1_000n * E18 } = props
  return renderOpen('vote', <VoteDialog chainId={chainId} proposalId={proposalId} support={support} votes={votes} />)
}
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement

setUpDialogTests(openConnectModal)

describe('VoteDialog', () => {
  it('default: Vote For sends castVote(id, true) to the governor; Submitting Vote, then Transaction Submitted', async () => {
    renderVote()
    expect(screen.getByRole('dialog', { name: 'Vote for proposal 7' })).toBeTruthy()
    expect(screen.getByTestId('vote-count').textContent).toBe('1,000 Votes')
    fireEvent.click(button('Vote For'))
    await waitFor(() => expect(wallet.requests).toHaveLength(1))
    expect(sentCall()).toEqual({
      summary: 'Voted for proposal 7',
      address: MAINNET_GOVERNOR,
      functionName: 'castVote',
      args: [7n, true],
    })
    const waiting = screen.getByRole('status')
    expect(within(waiting).getByTestId('pending-text').textContent).toBe('Submitting Vote')
    expect(within(waiting).getByText('Confirm this transaction in your wallet')).toBeTruthy()
    await answer(() => ({ kind: 'transaction', hash: HASH }))
    expect(await screen.findByText('Transaction Submitted')).toBeTruthy()
    const submitted = screen.getByRole('status')
    expect(within(submitted).getByRole('link', { name: 'View on block explorer' }).getAttribute('href')).toBe(
      `https://etherscan.io/tx/${HASH}`,
    )
  })

  it('args: against, with fractional votes rounded to whole votes', async () => {
    renderVote({ proposalId: 12, support: false, votes: 1_234_567n * 10n ** 15n })
    expect(screen.getByRole('dialog', { name: 'Vote against proposal 12' })).toBeTruthy()
    expect(screen.getByTestId('vote-count').textContent).toBe('1,235 Votes')
    fireEvent.click(button('Vote Against'))
    await waitFor(() => expect(wallet.requests).toHaveLength(1))
    expect(sentCall()).toMatchObject({
      summary: 'Voted against proposal 12',
      functionName: 'castVote',
      args: [12n, false],
    })
  })

  it('behavior: a rejection returns to the vote view silently; another failure shows its message', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    renderVote()
    fireEvent.click(button('Vote For'))
    await answer(() => {
      throw new AppError('USER_REJECTED', { cause: new UserRejectedRequestError(new Error('denied')) })
    })
    await waitFor(() => expect(button('Vote For').disabled).toBe(false))
    expect(screen.queryByRole('alert')).toBeNull()
    fireEvent.click(button('Vote For'))
    await answer(() => {
      throw new AppError('SEND_FAILED', {
        params: { message: 'execution reverted: GovernorAlpha::_castVote: voter already voted' },
      })
    })
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Transaction failed: execution reverted: GovernorAlpha::_castVote: voter already voted',
    )
    expect(wallet.requests).toHaveLength(2)
    log.mockRestore()
  })

  it('error: a chain without a governor shows No UNI Contract! and sends nothing', () => {
    Object.assign(connected, { chainId: 137 })
    renderVote({ chainId: 137 })
    expect(screen.getByRole('alert').textContent).toBe('No UNI Contract!')
    expect(button('Vote For').disabled).toBe(true)
    expect(wallet.requests).toHaveLength(0)
  })

  it('error: a wallet on another chain than the one shown cannot vote there', () => {
    Object.assign(connected, { chainId: 5 })
    renderVote({ chainId: 1 })
    expect(screen.getByRole('alert').textContent).toBe('Please connect to the appropriate Ethereum network.')
    expect(button('Vote For').disabled).toBe(true)
  })

  it('behavior: no votes, no vote; no wallet, Connect Wallet', () => {
    renderVote({ votes: 0n })
    expect(button('Vote For').disabled).toBe(true)
    cleanup()
    Object.assign(connected, { address: undefined, chainId: undefined })
    renderVote()
    fireEvent.click(button('Connect Wallet'))
    expect(openConnectModal).toHaveBeenCalledOnce()
    expect(useModalStore.getState().openModal).toBeNull()
  })
})
