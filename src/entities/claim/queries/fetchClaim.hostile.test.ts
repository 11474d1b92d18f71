import type { Address, Hex } from 'viem'
import { afterEach, describe, expect, it, vi } from 'vitest'
import deployment from '../../../../devnet/deployment.json'
import { toUserMessage } from '@/lib/errors'
import { type HostileClaim, hostileClaims } from '@/test/hostileCorpus/claims'
import { type ClaimData, fetchClaim, parseClaim } from './fetchClaim'
import { loadClaim } from './loadClaim'

const root = deployment.merkleRoot as Hex
const entries = Object.entries(deployment.claims) as [Address, { index: number; amount: Hex; proof: Hex[] }][]
const [owner, raw] = entries[0]!
const other = entries[1]![0]
const real: ClaimData = { index: raw.index, amount: BigInt(raw.amount), proof: raw.proof }
const failed = expect.objectContaining({ code: 'CLAIM_DATA_FAILED' })

/** The owner's real claim, changed as the entry says. */
function tampered(tamper: Extract<HostileClaim, { kind: 'proof' }>['tamper']): { claim: ClaimData; account: Address } {
  switch (tamper) {
    case 'another account':
      return { claim: real, account: other }
    case 'another amount':
      return { claim: { ...real, amount: real.amount * 2n }, account: owner }
    case 'another index':
      return { claim: { ...real, index: real.index + 1 }, account: owner }
    case 'no proof':
      return { claim: { ...real, proof: [] }, account: owner }
    case 'a proof node changed':
      return { claim: { ...real, proof: [`0x${'00'.repeat(32)}`, ...real.proof.slice(1)] }, account: owner }
    case 'the proof reversed':
      return { claim: { ...real, proof: [...real.proof].reverse() }, account: owner }
    case 'a node added':
      return { claim: { ...real, proof: [...real.proof, real.proof[0]!] }, account: owner }
  }
}

afterEach(() => vi.restoreAllMocks())

describe('hostile claim data', () => {
  it('has bodies, texts and tampered proofs', () => {
    expect(new Set(hostileClaims.map(({ kind }) => kind))).toEqual(new Set(['body', 'text', 'proof']))
    expect(new Set(hostileClaims.map(({ name }) => name)).size).toBe(hostileClaims.length)
    expect(real.proof.length).toBeGreaterThan(1)
  })

  it.each(hostileClaims.map((entry) => [entry.name, entry] as const))(
    "%s: refused with the app's message, read as no claim",
    async (_name, entry) => {
      const log = vi.spyOn(console, 'error').mockImplementation(() => undefined)
      if (entry.kind === 'body') {
        const started = performance.now()
        expect(() => parseClaim(entry.value)).toThrow(failed)
        expect(performance.now() - started).toBeLessThan(500)
      }
      if (entry.kind === 'body' || entry.kind === 'text') {
        const text = entry.kind === 'text' ? entry.value : JSON.stringify(entry.value)
        const fetcher: typeof fetch = async () => new Response(text, { status: 200 })
        const error = await fetchClaim('http://claims.example', 1, owner, { fetch: fetcher }).catch(
          (caught: unknown) => caught,
        )
        expect(error).toEqual(failed)
        expect(toUserMessage(error)).toBe('Failed to get claim data')
        // The app reads it as no claim (loadClaim logs the error, spec 8), so no Claim button that would revert.
        expect(
          await loadClaim(
            {
              fetchClaim: () => fetchClaim('http://claims.example', 1, owner, { fetch: fetcher }),
              readRoot: async () => root,
            },
            owner,
          ),
        ).toBeNull()
      } else {
        const { claim, account } = tampered(entry.tamper)
        expect(await loadClaim({ fetchClaim: async () => claim, readRoot: async () => root }, account)).toBeNull()
      }
      expect(log).toHaveBeenCalledWith(failed)
    },
  )

  it("behavior: the owner's untouched claim still loads (the tampering is what fails)", async () => {
    expect(await loadClaim({ fetchClaim: async () => real, readRoot: async () => root }, owner)).toEqual(real)
  })
})
