import { useEffect, useState } from 'react'
import type { WalletIconSource } from '../model/walletOptions'

/** A wallet's icon (decorative: the wallet's name is always written next to it); lazy icons load once shown. */
export function WalletIcon({
  icon,
  background,
}: {
  icon: WalletIconSource | undefined
  background?: string | undefined
}) {
  const [loaded, setLoaded] = useState<string>()
  useEffect(() => {
    if (typeof icon !== 'function') return
    let live = true
    icon().then(
      (url) => live && setLoaded(url),
      () => undefined,
    )
    return () => {
      live = false
    }
  }, [icon])
  const url = typeof icon === 'function' ? loaded : icon
  return (
    <span
      aria-hidden
      className="inline-flex h-7 w-7 shrink-0 items-center justify-center overflow-hidden rounded-lg"
      style={background ? { background } : undefined}
    >
      {url ? <img src={url} alt="" className="h-full w-full object-contain" /> : null}
    </span>
  )
}
