import { Trans, useLingui } from '@lingui/react/macro'
import { TradeType } from '@uniswap/sdk-core'
import type { Address } from 'viem'
import { addressesFor } from '@/config/addresses'
import { pairAnalyticsUrl, pairInitCodeHashFor } from '@/config/routing'
import { computeV2PairAddress } from '@/entities/pair'
import { displaySymbol } from '@/entities/token'
import { computeTradePriceBreakdown, formatPriceImpact, warningSeverity } from '../model/priceImpact'
import { computeSlippageAdjustedAmounts } from '../model/slippage'
import type { VersionedTrade } from '../model/swapCalls'
import { DetailRow as Row, useDetailHints } from './DetailRow'
import { SeverityText } from './SeverityText'
import { formatDecimal } from '@/lib/format/moreFormats'

interface AdvancedSwapDetailsProps {
  versioned: VersionedTrade
  allowedSlippage: number
  chainId: number | undefined
}

/** The address of a one-pair V2 route's pair (for its analytics page). */
function singlePairAddress(chainId: number | undefined, versioned: VersionedTrade): Address | undefined {
  const factory = addressesFor(chainId)?.v2Factory
  const initCodeHash = pairInitCodeHashFor(chainId)
  const [pair, ...others] = versioned.trade.route.pairs
  if (versioned.version !== 'v2' || !pair || others.length > 0 || !factory || !initCodeHash) return undefined
  return computeV2PairAddress(factory, initCodeHash, pair.token0.address as Address, pair.token1.address as Address)
}

/**
 * The details panel below the swap card (spec 2): minimum received or maximum sold, price impact, the liquidity
 * providers' fee, and the route when it passes through other tokens (else the pair's analytics page where there is one).
 */
export function AdvancedSwapDetails({ versioned, allowedSlippage, chainId }: AdvancedSwapDetailsProps) {
  const { t } = useLingui()
  const hints = useDetailHints()
  const { trade } = versioned
  const exactIn = trade.tradeType === TradeType.EXACT_INPUT
  const { priceImpactWithoutFee, realizedLPFee } = computeTradePriceBreakdown(trade)
  const adjusted = computeSlippageAdjustedAmounts(trade, allowedSlippage)
  const limit = exactIn ? adjusted.OUTPUT : adjusted.INPUT
  const limitText = limit ? `${formatDecimal(limit.toSignificant(4))} ${displaySymbol(limit.currency.symbol)}` : '-'
  const feeText = realizedLPFee
    ? `${formatDecimal(realizedLPFee.toSignificant(4))} ${displaySymbol(realizedLPFee.currency.symbol)}`
    : '-'
  // The native coin's side shows as the coin, not its wrapped token (ETH › DAI › HOP).
  const path = trade.route.path.map((token, index) => {
    const end =
      index === 0
        ? trade.inputAmount.currency
        : index === trade.route.path.length - 1
          ? trade.outputAmount.currency
          : token
    return displaySymbol(end.symbol)
  })
  const pairAddress = singlePairAddress(chainId, versioned)
  const analytics = pairAddress ? pairAnalyticsUrl(chainId, pairAddress) : undefined
  return (
    <section
      aria-label={t`Trade details`}
      data-testid="swap-details"
      className="mx-auto mt-2 w-full max-w-card rounded-3xl bg-white/70 p-4 text-sm shadow dark:bg-slate-900/70"
    >
      <dl>
        <Row label={exactIn ? <Trans>Minimum received</Trans> : <Trans>Maximum sold</Trans>} hint={hints.limit}>
          {limitText}
        </Row>
        <Row label={<Trans>Price Impact</Trans>} hint={hints.impact}>
          <SeverityText severity={warningSeverity(priceImpactWithoutFee)}>
            {formatPriceImpact(priceImpactWithoutFee)}
          </SeverityText>
        </Row>
        <Row label={<Trans>Liquidity Provider Fee</Trans>} hint={hints.fee}>
          {feeText}
        </Row>
        {path.length > 2 ? (
          <Row label={<Trans>Route</Trans>} hint={hints.route}>
            <span data-testid="swap-route">{path.join(' › ')}</span>
          </Row>
        ) : null}
      </dl>
      {path.length <= 2 && analytics ? (
        <a
          href={analytics}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-2 block text-center text-brand hover:underline"
        >
          <Trans>View pair analytics ↗</Trans>
        </a>
      ) : null}
    </section>
  )
}
