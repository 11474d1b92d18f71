import type { ReactNode } from 'react'
import { useAccount } from 'wagmi'
import { Button, type ButtonProps } from '@/components/ui'
import { ConnectWalletButton } from '@/entities/wallet-modal'
import { useSendBlocked } from './useSendBlocked'
import { writeIntent } from './useWrite'

/**
 * SendButton's gate for a group of actions (the approval steps beside the send): Connect Wallet without a wallet, and
 * one disabled button saying why while `chainId` cannot be sent to, so no click runs into the write path's refusal.
 */
export function SendGate({ chainId, children }: { chainId: number | undefined; children: ReactNode }) {
  const { address } = useAccount()
  const blocked = useSendBlocked(chainId)
  if (!address) return <ConnectWalletButton />
  if (blocked !== undefined)
    return (
      <Button size="lg" fullWidth disabled>
        {blocked}
      </Button>
    )
  return children
}

interface SendButtonProps extends ButtonProps {
  /** The chain the write is for, when the screen shows one: a wallet on another chain leaves the action disabled. */
  chainId?: number | undefined
}

/**
 * The button that sends a write: 'Connect Wallet' without a wallet; while the wallet's chain cannot be sent to, disabled
 * with why in place of its action; disabled on a wallet on another chain than `chainId`; else its action.
 */
export function SendButton({ chainId, disabled, children, ...props }: SendButtonProps) {
  const account = useAccount()
  const blocked = useSendBlocked(account.chainId)
  if (!account.address) return <ConnectWalletButton />
  const wrongNetwork = chainId !== undefined && account.chainId !== undefined && account.chainId !== chainId
  return (
    <Button {...writeIntent} {...props} disabled={disabled || wrongNetwork || blocked !== undefined}>
      {blocked ?? children}
    </Button>
  )
}
