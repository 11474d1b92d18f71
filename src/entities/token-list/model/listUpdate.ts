import {
  type TokenList,
  type Version,
  VersionUpgrade,
  diffTokenLists,
  getVersionUpgrade,
  minVersionBump,
} from '@uniswap/token-lists'

export type ListUpdateDecision =
  | { kind: 'none' }
  | { kind: 'auto'; bump: VersionUpgrade }
  | { kind: 'manual'; bump: VersionUpgrade; required: VersionUpgrade }

/**
 * A fetched version (spec section 4): not higher -> none; major -> auto; minor or patch -> auto when at least what the
 * token changes need (removed: major, added: minor, changed: patch), else manual.
 */
export function decideListUpdate(current: TokenList, pending: TokenList): ListUpdateDecision {
  const bump = getVersionUpgrade(current.version, pending.version)
  if (bump === VersionUpgrade.NONE) return { kind: 'none' }
  if (bump === VersionUpgrade.MAJOR) return { kind: 'auto', bump }
  const required = minVersionBump(current.tokens, pending.tokens)
  return bump >= required ? { kind: 'auto', bump } : { kind: 'manual', bump, required }
}

/** 'v1.2.0'. */
export function versionLabel(version: Version): string {
  return `v${version.major}.${version.minor}.${version.patch}`
}

/** How many tokens an update adds, removes and changes (by chain id and address). */
export function summarizeListDiff(
  current: TokenList,
  pending: TokenList,
): { added: number; removed: number; changed: number } {
  const diff = diffTokenLists(current.tokens, pending.tokens)
  const changed = Object.values(diff.changed).reduce((count, byAddress) => count + Object.keys(byAddress).length, 0)
  return { added: diff.added.length, removed: diff.removed.length, changed }
}
