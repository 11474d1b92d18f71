import { useAccount } from 'wagmi'
import { Button, type ButtonProps } from '@/components/ui'
import { useSendBlocked } from './useSendBlocked'
import { writeIntent } from './useWrite'

/**
 * The button that sends a write to the wallet's chain: while that chain's data is not current it is disabled and
 * says why ('Network unreachable', 'Data out of date', 'Node on the wrong network') in place of its action.
 */
export function SendButton({ disabled, children, ...props }: ButtonProps) {
  const blocked = useSendBlocked(useAccount().chainId)
  return (
    <Button {...writeIntent} {...props} disabled={disabled || blocked !== undefined}>
      {blocked ?? children}
    </Button>
  )
}
