/**
 * The whole hostile corpus of issue 17, by surface: the tests of each surface iterate its part (named below), and
 * hostileCorpusSurfaces.test.ts counts them all (at least 250). Test data only: nothing in the app imports it.
 */
import { hostileCorpus } from './hostileCorpus'
import { hostileClaims } from './hostileCorpusClaims'
import { hostileOnChainTokens } from './hostileCorpusOnChainTokens'
import { hostileProposals } from './hostileCorpusProposals'
import { hostileUrlValues } from './hostileCorpusUrl'

export const hostileCorpusBySurface = {
  /** hostileCorpus.test.ts: validateTokenList, the display and logo functions, list locations. */
  'token lists': hostileCorpus,
  /** entities/token/queries/readTokenMetadata.hostile.test.ts (and .devnet.test.ts, deployed). */
  'on-chain token metadata': hostileOnChainTokens,
  /** entities/claim/queries/fetchClaim.hostile.test.ts. */
  'claim data': hostileClaims,
  /** features/governance/components/ProposalDescription.hostile.test.tsx. */
  'proposal descriptions': hostileProposals,
  /** lib/url/params.hostile.test.ts. */
  'URL query values': hostileUrlValues,
} as const

export const hostileCorpusCount = (): number =>
  Object.values(hostileCorpusBySurface).reduce((sum, entries) => sum + entries.length, 0)
