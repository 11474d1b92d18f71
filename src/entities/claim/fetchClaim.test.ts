import { describe, expect, it } from 'vitest'
import { fetchClaim } from './fetchClaim'

const account = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' as const
const respond = (status: number, body: unknown): typeof fetch => async () => new Response(JSON.stringify(body), { status })
const proof = [`0x${'ab'.repeat(32)}`]

describe('fetchClaim', () => {
  it('reads a claim with a hex or decimal amount', async () => {
    expect(await fetchClaim('http://x/claims', 1, account, respond(200, { index: 3, amount: '0x64', proof }))).toEqual({ index: 3, amount: 100n, proof })
    expect((await fetchClaim('http://x/claims', 1, account, respond(200, { index: 3, amount: '100', proof })))?.amount).toBe(100n)
  })
  it('treats any other status as no claim', async () => {
    expect(await fetchClaim('http://x/claims', 1, account, respond(404, { error: 'No claim' }))).toBeNull()
    expect(await fetchClaim('http://x/claims', 1, account, respond(500, {}))).toBeNull()
  })
  it('rejects a malformed body', async () => {
    await expect(fetchClaim('http://x/claims', 1, account, respond(200, { index: -1, amount: 'lots', proof: ['<script>'] }))).rejects.toThrow('Failed to get claim data')
  })
})
