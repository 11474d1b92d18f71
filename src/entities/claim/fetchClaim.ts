import { type Address, type Hex, hexToBigInt, isHex } from 'viem'
import { z } from 'zod'

const claimSchema = z.object({
  index: z.number().int().nonnegative(),
  amount: z.string().refine((value) => isHex(value) || /^\d+$/.test(value), 'Invalid amount'),
  proof: z.array(z.string().regex(/^0x[0-9a-fA-F]{64}$/)).max(64),
})

export interface ClaimData {
  index: number
  amount: bigint
  proof: Hex[]
}

/** GET {claimDataUrl}/{chainId}/{address}: 200 with {index, amount, proof}; any other status means no claim. */
export async function fetchClaim(claimDataUrl: string, chainId: number, account: Address, fetcher: typeof fetch = fetch): Promise<ClaimData | null> {
  const response = await fetcher(`${claimDataUrl}/${chainId}/${account}`)
  if (response.status !== 200) return null
  const parsed = claimSchema.safeParse(await response.json().catch(() => undefined))
  if (!parsed.success) throw new Error('Failed to get claim data')
  const { index, amount, proof } = parsed.data
  return { index, amount: isHex(amount) ? hexToBigInt(amount) : BigInt(amount), proof: proof as Hex[] }
}
