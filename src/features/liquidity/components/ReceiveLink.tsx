import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { isAddress, isAddressEqual } from 'viem'
import { addressesFor } from '@/config/addresses'

/** 'Receive WETH' / 'Receive ETH' (spec 2): the same removal with the native side as its wrapped token, or back. */
export function ReceiveLink({ chainId, idA, idB }: { chainId: number | undefined; idA: string; idB: string }) {
  const weth = addressesFor(chainId)?.weth
  if (!weth) return null
  const isEth = (id: string) => id.toUpperCase() === 'ETH'
  const isWeth = (id: string) => isAddress(id, { strict: false }) && isAddressEqual(id, weth)
  const swapSide = (id: string) => (isEth(id) ? weth : isWeth(id) ? 'ETH' : id)
  if (![idA, idB].some((id) => isEth(id) || isWeth(id))) return null
  const toWeth = isEth(idA) || isEth(idB)
  return (
    <Link
      to="/remove/$currencyIdA/$currencyIdB"
      params={{ currencyIdA: swapSide(idA), currencyIdB: swapSide(idB) }}
      className="self-end text-sm font-semibold text-brand"
    >
      {toWeth ? <Trans>Receive WETH</Trans> : <Trans>Receive ETH</Trans>}
    </Link>
  )
}
