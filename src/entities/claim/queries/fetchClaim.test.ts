import { describe, expect, it } from 'vitest'
import { MAX_CLAIM_BODY_CHARS, MAX_PROOF_LENGTH, fetchClaim, parseClaim } from './fetchClaim'

const account = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' as const
const respond = (status: number, body: unknown): typeof fetch => async () => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status })
const node = `0x${'ab'.repeat(32)}` as const
const proof = [node]
const good = { index: 3, amount: '0x64', proof }
const failed = expect.objectContaining({ code: 'CLAIM_DATA_FAILED', shortMessage: 'Failed to get claim data' })

describe('fetchClaim', () => {
  it('default: reads a claim with a hex or decimal amount, from {url}/{chainId}/{address}', async () => {
    const urls: string[] = []
    const fetcher: typeof fetch = async (url) => {
      urls.push(String(url))
      return new Response(JSON.stringify(good))
    }
    expect(await fetchClaim('http://x/claims', 1, account, fetcher)).toEqual({ index: 3, amount: 100n, proof })
    expect(urls).toEqual([`http://x/claims/1/${account}`])
    expect((await fetchClaim('http://x/claims', 1, account, respond(200, { ...good, amount: '100' })))?.amount).toBe(100n)
  })

  it('behavior: any other status means no claim', async () => {
    for (const status of [201, 202, 400, 404, 500]) expect(await fetchClaim('http://x/claims', 1, account, respond(status, good))).toBeNull()
  })

  it('error: a failed request keeps its cause', async () => {
    const offline = new TypeError('Failed to fetch')
    await expect(fetchClaim('http://x/claims', 1, account, () => Promise.reject(offline))).rejects.toThrow(expect.objectContaining({ code: 'CLAIM_DATA_FAILED', cause: offline }))
  })

  it('error: a body that is not JSON, or too long to be a claim', async () => {
    await expect(fetchClaim('http://x/claims', 1, account, respond(200, '<html>'))).rejects.toThrow(failed)
    const padded = JSON.stringify({ ...good, padding: 'x'.repeat(MAX_CLAIM_BODY_CHARS) })
    await expect(fetchClaim('http://x/claims', 1, account, respond(200, padded))).rejects.toThrow(failed)
  })
})

describe('parseClaim', () => {
  it('default: keeps flags when the service sends them', () => {
    const flags = { isSOCKS: true, isLP: false, isUser: true }
    expect(parseClaim({ ...good, flags })).toEqual({ index: 3, amount: 100n, proof, flags })
    expect(parseClaim(good)).not.toHaveProperty('flags')
  })

  it('behavior: flags that are not three booleans are dropped, the claim kept', () => {
    expect(parseClaim({ ...good, flags: { isSOCKS: 'yes' } })).toEqual({ index: 3, amount: 100n, proof })
    expect(parseClaim({ ...good, flags: [] })).toEqual({ index: 3, amount: 100n, proof })
  })

  it.each([
    ['a negative index', { ...good, index: -1 }],
    ['a fractional index', { ...good, index: 1.5 }],
    ['an index past the safe integers', { ...good, index: 2 ** 53 }],
    ['an index as a string', { ...good, index: '3' }],
    ['an amount as a number', { ...good, amount: 100 }],
    ['a zero amount', { ...good, amount: '0x0' }],
    ['an amount with words', { ...good, amount: 'lots' }],
    ['an amount past uint256', { ...good, amount: `0x1${'0'.repeat(64)}` }],
    ['a decimal amount past uint256', { ...good, amount: '9'.repeat(79) }],
    ['a proof node that is not 32 bytes', { ...good, proof: ['0xabcd'] }],
    ['markup in the proof', { ...good, proof: ['<script>'] }],
    ['a proof that is not a list', { ...good, proof: node }],
    ['a proof deeper than any tree', { ...good, proof: Array.from({ length: MAX_PROOF_LENGTH + 1 }, () => node) }],
    ['a huge proof', { ...good, proof: Array.from({ length: 100_000 }, () => node) }],
    ['no proof', { index: 3, amount: '0x64' }],
    ['null', null],
    ['a list', [good]],
  ])('error: rejects %s', (_name, body) => {
    expect(() => parseClaim(body)).toThrow(failed)
  })
})
