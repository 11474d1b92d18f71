import type { Address, Hex } from 'viem'
import { afterEach, describe, expect, it, vi } from 'vitest'
import deployment from '../../../../devnet/deployment.json'
import { AppError } from '@/lib/errors'
import type { ClaimData } from './fetchClaim'
import { loadClaim } from './loadClaim'

const root = deployment.merkleRoot as Hex
const entries = Object.entries(deployment.claims) as [Address, { index: number; amount: Hex; proof: Hex[] }][]
const [owner, raw] = entries[0]!
const other = entries[1]![0]
const claim: ClaimData = { index: raw.index, amount: BigInt(raw.amount), proof: raw.proof }
const sources = (answer: ClaimData | null | Error, readRoot: () => Promise<Hex> = async () => root) => ({
  fetchClaim: async () => {
    if (answer instanceof Error) throw answer
    return answer
  },
  readRoot,
})

afterEach(() => vi.restoreAllMocks())

describe('loadClaim', () => {
  it('default: a claim whose proof leads to the root', async () => {
    expect(await loadClaim(sources(claim), owner)).toEqual(claim)
  })

  it('behavior: no claim at the service is no claim, without reading the root', async () => {
    const readRoot = vi.fn(async () => root)
    expect(await loadClaim(sources(null, readRoot), owner)).toBeNull()
    expect(readRoot).not.toHaveBeenCalled()
  })

  it("error: another account's proof is logged and reads as no claim", async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    expect(await loadClaim(sources(claim), other)).toBeNull()
    expect(log).toHaveBeenCalledWith(expect.objectContaining({ code: 'CLAIM_DATA_FAILED' }))
  })

  it('error: a bad answer from the service is logged and reads as no claim', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    expect(await loadClaim(sources(new AppError('CLAIM_DATA_FAILED')), owner)).toBeNull()
    expect(log).toHaveBeenCalledOnce()
  })

  it('error: a failed root read throws, so the query retries', async () => {
    await expect(
      loadClaim(
        sources(claim, () => Promise.reject(new Error('node down'))),
        owner,
      ),
    ).rejects.toThrow('node down')
  })
})
