import { Trans } from '@lingui/react/macro'
import { useConnectModal } from '@rainbow-me/rainbowkit'
import type { Address } from 'viem'
import type { Currency } from '@/entities/token'

interface SwapButtonProps {
  blocked: boolean
  account: Address | undefined
  typedValue: string
  input: Currency | undefined
  output: Currency | undefined
}

const buttonClass = 'mt-4 w-full rounded-2xl py-4 text-lg font-semibold disabled:cursor-not-allowed'

/**
 * The main button, in the spec's order so far: 'Unsupported Asset', 'Connect Wallet', 'Enter an amount',
 * 'Select a token'. Trading itself comes with the swap issue.
 */
export function SwapButton({ blocked, account, typedValue, input, output }: SwapButtonProps) {
  const { openConnectModal } = useConnectModal()
  if (blocked) {
    return (
      <button type="button" disabled className={`${buttonClass} bg-slate-200 text-slate-500 dark:bg-slate-800`}>
        <Trans>Unsupported Asset</Trans>
      </button>
    )
  }
  if (!account) {
    return (
      <button type="button" onClick={openConnectModal} className={`${buttonClass} bg-brand/10 text-brand`}>
        <Trans>Connect Wallet</Trans>
      </button>
    )
  }
  const amountEntered = /[1-9]/.test(typedValue)
  return (
    <button type="button" disabled className={`${buttonClass} bg-slate-200 text-slate-500 dark:bg-slate-800`}>
      {!amountEntered ? <Trans>Enter an amount</Trans> : !input || !output ? <Trans>Select a token</Trans> : <Trans>Exchange</Trans>}
    </button>
  )
}
