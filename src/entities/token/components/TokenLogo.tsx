import { useState } from 'react'
import { networkInfo } from '@/config/chains'
import { ipfsGatewaysFor } from '@/config/tokenLists'
import { displaySymbol } from '../model/displayText'
import { assetRepositoryLogoUrl, safeLogoUrls } from '../model/logoUrls'
import type { Currency } from '../model/types'
import { GeneratedTokenIcon } from './GeneratedTokenIcon'

// Under the build's base: the root, or the IPFS build's own directory (relative).
const ETHER_LOGO = `${import.meta.env.BASE_URL}chains/ethereum.svg`

/** Logo URLs that failed once this session: never requested again (as the V2-era interface's BAD_SRCS). */
const failed = new Set<string>()

function logoUrls(currency: Currency): string[] {
  if (currency.kind === 'native') {
    // Ether on any chain (the devnet too) gets Ethereum's logo; other native coins their chain's.
    const logo = currency.symbol === 'ETH' ? ETHER_LOGO : networkInfo(currency.chainId)?.logoUrl
    return logo ? [logo] : []
  }
  const fromList = safeLogoUrls(currency.logoURI, {
    origin: window.location.origin,
    ipfsGateways: ipfsGatewaysFor(currency.chainId),
  })
  const fromRepository = assetRepositoryLogoUrl(currency.chainId, currency.address)
  return [...fromList, ...(fromRepository ? [fromRepository] : [])]
}

/**
 * A currency's logo: the list's (https, ipfs or same-origin), then the public asset repository (mainnet), then a
 * generated icon. A failing URL falls through; nothing waits on a logo.
 */
export function TokenLogo({ currency, size = 24 }: { currency: Currency; size?: number }) {
  const [, setFailures] = useState(0)
  const url = logoUrls(currency).find((candidate) => !failed.has(candidate))
  const label = displaySymbol(currency.symbol)
  if (!url)
    return (
      <GeneratedTokenIcon seed={currency.kind === 'native' ? 'native' : currency.address} label={label} size={size} />
    )
  return (
    <img
      key={url}
      src={url}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      referrerPolicy="no-referrer"
      className="shrink-0 rounded-full"
      onError={() => {
        failed.add(url)
        setFailures((n) => n + 1)
      }}
    />
  )
}
