import type { ChainFeature } from '@/entities/network'

/** The paths of the exchange (swap and pool), V1 migration, UCASH rewards and voting screens (spec route table). */
const PATH_FEATURES: readonly [RegExp, ChainFeature][] = [
  [/^\/(migrate|remove\/v1)(\/|$)/, 'migrate'],
  [/^\/(exchange|pool|liquidity|add|remove|create|find)(\/|$)|^\/$/, 'exchange'],
  [/^\/uni(\/|$)/, 'rewards'],
  [/^\/vote(\/|$)/, 'governance'],
]

/** The feature a screen needs, by its path; undefined for a path that needs none. */
export function featureForPath(pathname: string): ChainFeature | undefined {
  return PATH_FEATURES.find(([pattern]) => pattern.test(pathname))?.[1]
}
