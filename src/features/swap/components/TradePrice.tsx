import { Trans, useLingui } from '@lingui/react/macro'
import type { Price } from '@uniswap/sdk-core'
import { useState } from 'react'
import { Button } from '@/components/ui'
import { type SdkCurrency, displaySymbol } from '@/entities/token'
import { formatDecimal } from '@/lib/format/moreFormats'

/** '1 ETH = 1,989 DAI' with a toggle that inverts it (spec 2: price line with invert). */
export function TradePrice({ price }: { price: Price<SdkCurrency, SdkCurrency> | undefined }) {
  const { t } = useLingui()
  const [inverted, setInverted] = useState(false)
  if (!price) return null
  const shown = inverted ? price.invert() : price
  const value = formatDecimal(shown.toSignificant(6))
  const quote = displaySymbol(shown.quoteCurrency.symbol)
  const base = displaySymbol(shown.baseCurrency.symbol)
  return (
    <span className="flex items-center gap-1" data-testid="trade-price">
      <Trans>
        {value} {quote} per {base}
      </Trans>
      <Button variant="link" onClick={() => setInverted((v) => !v)} aria-label={t`Invert price`} className="px-1">
        ⇄
      </Button>
    </span>
  )
}
