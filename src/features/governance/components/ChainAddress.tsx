import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { Address } from 'viem'
import { networkInfo } from '@/config/chains'
import { explorerLink } from '@/lib/format'
import { type KnownContract, knownContract } from '../model/knownContract'

const NAMES: Record<Exclude<KnownContract['kind'], 'rewardPool'>, MessageDescriptor> = {
  timelock: msg`Timelock`,
  governor: msg`Governor`,
  router: msg`Router`,
  uni: msg`UNI`,
  stakingRewardsFactory: msg`Reward pool factory`,
}

/**
 * An address in a proposal (target, argument, proposer): its name when it is one of the protocol's contracts, linked
 * to the chain's block explorer (a chain without one shows the address as text).
 */
export function ChainAddress({ chainId, address }: { chainId: number | undefined; address: Address }) {
  const { i18n, t } = useLingui()
  const known = knownContract(chainId, address)
  const name = known
    ? known.kind === 'rewardPool'
      ? t`Reward pool ${known.index}`
      : i18n._(NAMES[known.kind])
    : undefined
  const explorer = networkInfo(chainId)?.explorer
  const label = name ? `${name} (${address})` : address
  const text = (
    <span className="break-all font-mono text-xs">
      {name ? <span className="font-sans text-sm font-semibold">{name} </span> : null}
      {address}
    </span>
  )
  return explorer ? (
    <a
      href={explorerLink(explorer, 'address', address)}
      target="_blank"
      rel="noopener noreferrer"
      className="text-brand-dark hover:underline dark:text-sky-300"
      aria-label={label}
    >
      {text}
    </a>
  ) : (
    <span title={label}>{text}</span>
  )
}
