import { useState } from 'react'
import { ipfsGatewaysFor } from '@/config/tokenLists'
import { GeneratedTokenIcon, safeLogoUrls } from '@/entities/token'

/** A list's logo (https, ipfs or same-origin only), else a generated icon from its name. */
export function ListLogo({
  logoURI,
  name,
  chainId,
  size = 32,
}: {
  logoURI: string | undefined
  name: string
  chainId: number
  size?: number
}) {
  const urls = safeLogoUrls(logoURI, { origin: window.location.origin, ipfsGateways: ipfsGatewaysFor(chainId) })
  const [failures, setFailures] = useState(0)
  const url = urls[failures]
  if (!url) return <GeneratedTokenIcon seed={name} label={name} size={size} />
  return (
    <img
      src={url}
      alt=""
      width={size}
      height={size}
      referrerPolicy="no-referrer"
      className="shrink-0 rounded-full"
      onError={() => setFailures((n) => n + 1)}
    />
  )
}
