import { normalize } from 'viem/ens'

/**
 * A name the name service can hash: labels of letters, digits and inner dashes, ending in .eth (spec 5 recipients,
 * spec 7 lists). names.ts holds the same pattern for plain ASCII names (a shared module would be a chunk of its own
 * on the swap page); names.test.ts holds the two normalisers to the same answers.
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
