import { Trans } from '@lingui/react/macro'
import { displaySymbol } from '@/entities/token'
import type { MintInputError } from '../model/mint'

/** The add button's text for an input error (spec 5). */
export function MintErrorText({ error }: { error: MintInputError }) {
  switch (error.kind) {
    case 'connectWallet':
      return <Trans>Connect Wallet</Trans>
    case 'invalidPair':
      return <Trans>Invalid pair</Trans>
    case 'enterAmount':
      return <Trans>Enter an amount</Trans>
    case 'insufficientBalance': {
      const symbol = displaySymbol(error.symbol)
      return <Trans>Insufficient {symbol} balance</Trans>
    }
  }
}
