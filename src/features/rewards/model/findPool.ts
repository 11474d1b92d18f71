import { type Address, isAddress, isAddressEqual } from 'viem'
import type { StakingPool } from '@/config/staking'

/** A currency id of the path as the pool lists it: 'ETH' (any case) is the wrapped native token. */
function poolTokenOf(id: string, weth: Address | undefined): Address | undefined {
  if (id.toUpperCase() === 'ETH') return weth
  return isAddress(id, { strict: false }) ? id : undefined
}

/** The reward pool of /uni/{a}/{b}: the pool of those two tokens, in either order; none for an unknown pair. */
export function findPool(
  pools: readonly StakingPool[],
  idA: string,
  idB: string,
  weth: Address | undefined,
): StakingPool | undefined {
  const [a, b] = [poolTokenOf(idA, weth), poolTokenOf(idB, weth)]
  if (!a || !b || isAddressEqual(a, b)) return undefined
  return pools.find(
    ({ tokens: [x, y] }) =>
      (isAddressEqual(x, a) && isAddressEqual(y, b)) || (isAddressEqual(x, b) && isAddressEqual(y, a)),
  )
}
