import { normalize } from 'viem/ens'

/**
 * A name the name service can hash: letters, digits and inner dashes, ending in .eth (spec 5, 7). names.ts repeats the
 * pattern, since a shared module would be its own chunk on the swap page.
 */
const NAME = /^([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)+eth$/

/** The normalised name (UTS-46 via viem), or undefined when it is no valid .eth name. */
export function normaliseName(input: string): string | undefined {
  let name: string
  try {
    name = normalize(input.trim())
  } catch {
    return undefined
  }
  return NAME.test(name) ? name : undefined
}
