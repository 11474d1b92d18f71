/** A node answered for another chain than the one it is configured for. */
export class WrongChainError extends Error {
  override name = 'WrongChainError'
  constructor(readonly chainId: number) {
    super(`The node serves chain ${chainId}.`)
  }
}

/** A node's head answer that is not a quantity (a block number, a chain id). */
export class InvalidHeadError extends Error {
  override name = 'InvalidHeadError'
}

const quantity = /^0x[0-9a-f]{1,64}$/i

/** `value` as a JSON-RPC quantity; throws `InvalidHeadError` naming `what` when it is none. */
export function headQuantity(value: unknown, what: string): string {
  if (typeof value !== 'string' || !quantity.test(value)) throw new InvalidHeadError(`not a ${what}`)
  return value
}

/** The chain a node's `eth_chainId` answer names; throws `InvalidHeadError` when it is not a quantity. */
export const chainIdOf = (id: unknown): number => Number(BigInt(headQuantity(id, 'chain id')))

/** A head number a poll took from a node before its chain was checked, and the chain's last good poll before it. */
export interface UncheckedHead {
  block: bigint
  okBefore: number | undefined
}

/**
 * At which polls a URL's `eth_chainId` rides in its head poll's HTTP batch: every one but the first, so a cold load
 * costs one block number and one multicall. The unchecked first head is taken back if the URL serves another chain.
 */
export function headChainChecks(urlCount: number) {
  const polled = Array.from({ length: urlCount }, () => false)
  const unchecked: (UncheckedHead | undefined)[] = Array.from({ length: urlCount }, () => undefined)
  return {
    /** URL `index` is polled now: whether the poll asks its chain id. */
    due(index: number): boolean {
      const due = polled[index] === true
      polled[index] = true
      return due
    },
    /** URL `index` gave `head` without a check (its first contact). */
    gaveUnchecked(index: number, head: UncheckedHead): void {
      unchecked[index] = head
    },
    /** URL `index`'s chain id was checked: returns the head it gave unchecked before, if any (taken back if wrong). */
    checked(index: number): UncheckedHead | undefined {
      const head = unchecked[index]
      unchecked[index] = undefined
      return head
    },
  }
}
