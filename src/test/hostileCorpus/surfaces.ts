/**
 * The whole hostile corpus of issue 17, by surface: the tests of each surface iterate its part (named below), and
 * surfaces.test.ts counts them all (at least 250). Test data only: nothing in the app imports it.
 */
import { hostileClaims } from './claims'
import { hostileOnChainTokens } from './onChainTokens'
import { hostileProposals } from './proposals'
import { hostileCorpus } from './tokenLists'
import { hostileUrlValues } from './urlValues'

export const hostileCorpusBySurface = {
  /** entities/token-list/model/hostileCorpus.test.ts: validateTokenList, display and logo functions, list locations. */
  'token lists': hostileCorpus,
  /** entities/token/queries/readTokenMetadata.hostile.test.ts (and .devnet.test.ts, deployed). */
  'on-chain token metadata': hostileOnChainTokens,
  /** entities/claim/queries/fetchClaim.hostile.test.ts. */
  'claim data': hostileClaims,
  /** features/governance/components/ProposalDescription.hostile.test.tsx. */
  'proposal descriptions': hostileProposals,
  /** features/swap/model/swapQuery.hostile.test.ts. */
  'URL query values': hostileUrlValues,
} as const

export const hostileCorpusCount = (): number =>
  Object.values(hostileCorpusBySurface).reduce((sum, entries) => sum + entries.length, 0)
