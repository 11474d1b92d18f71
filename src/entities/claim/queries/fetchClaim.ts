import { type Address, type Hex, maxUint256 } from 'viem'
import { z } from '@/config/zod'
import { AppError, isAppError } from '@/lib/errors'
import { fetchText } from '@/lib/url/fetchText'

/** The longest body read, in bytes: a claim with the deepest proof (64 nodes) and its flags stays under it. */
export const MAX_CLAIM_BODY_BYTES = 8_192
/** The time the claim service gets for its whole answer; one that never answers reads as no claim after it. */
export const CLAIM_FETCH_TIMEOUT_MS = 10_000
/** A proof one node per tree level: 64 levels hold more claims than any airdrop. */
export const MAX_PROOF_LENGTH = 64

const bytes32 = z.lazy(() =>
  z.pipe(
    z.string().check(z.regex(/^0x[0-9a-fA-F]{64}$/)),
    z.transform((value) => value as Hex),
  ),
)

/** A uint256, as 0x hex (the original service's format) or decimal digits; above zero. */
const amount = z
  .pipe(
    z.string().check(z.regex(/^(0x[0-9a-fA-F]{1,64}|\d{1,78})$/)),
    z.transform((value) => BigInt(value)),
  )
  .check(z.refine((value) => value > 0n && value <= maxUint256, 'Not a uint256 above zero'))

const flagsSchema = z.lazy(() => z.object({ isSOCKS: z.boolean(), isLP: z.boolean(), isUser: z.boolean() }))
export type ClaimFlags = z.infer<typeof flagsSchema>

const claimSchema = z.lazy(() =>
  z.object({
    index: z.number().check(z.int(), z.nonnegative()),
    amount,
    proof: z.array(bytes32).check(z.maxLength(MAX_PROOF_LENGTH)),
    // Display only (the breakdown): flags that are not three booleans are dropped rather than losing the claim.
    flags: z.catch(z.optional(flagsSchema), undefined),
  }),
)

export interface ClaimData {
  index: number
  amount: bigint
  proof: Hex[]
  /** Spec 3, Claim info: which parts the amount is made of, when the service says. */
  flags?: ClaimFlags
}

/** The body as a claim, or why not. */
export function parseClaim(body: unknown): ClaimData {
  const parsed = claimSchema.safeParse(body)
  if (!parsed.success) throw new AppError('CLAIM_DATA_FAILED', { cause: parsed.error })
  const { flags, ...claim } = parsed.data
  return flags ? { ...claim, flags } : claim
}

export interface FetchClaimOptions {
  /** The query's: aborting it ends the request, which then rejects with the signal's reason. */
  signal?: AbortSignal | undefined
  /** Default CLAIM_FETCH_TIMEOUT_MS. */
  timeoutMs?: number
  fetch?: typeof fetch
}

/**
 * GET {claimDataUrl}/{chainId}/{address}: 200 with {index, amount, proof, flags?}; any other status is no claim. A
 * failure, timeout, body over MAX_CLAIM_BODY_BYTES or anything not a claim throws CLAIM_DATA_FAILED.
 */
export async function fetchClaim(
  claimDataUrl: string,
  chainId: number,
  account: Address,
  options: FetchClaimOptions = {},
): Promise<ClaimData | null> {
  let text: string
  try {
    text = await fetchText(`${claimDataUrl}/${chainId}/${account}`, {
      maxBytes: MAX_CLAIM_BODY_BYTES,
      timeoutMs: options.timeoutMs ?? CLAIM_FETCH_TIMEOUT_MS,
      signal: options.signal,
      accept: (status) => status === 200,
      fetch: options.fetch,
    })
  } catch (cause) {
    if (isAppError(cause, 'HTTP_NOT_OK')) return null
    if (options.signal?.aborted) throw cause
    throw new AppError('CLAIM_DATA_FAILED', { cause })
  }
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch (cause) {
    throw new AppError('CLAIM_DATA_FAILED', { cause })
  }
  return parseClaim(body)
}
