/**
 * Hostile claim-service answers (issue 17): bodies the claim schema must refuse ('Failed to get claim data', read as
 * no claim), raw texts that are not a claim, and well-formed claims whose proof does not lead to the distributor's root
 * for the account (another account's, another amount, a tampered proof). Test data only.
 */
export type HostileClaim =
  /** A parsed JSON body that parseClaim must refuse. */
  | { name: string; kind: 'body'; value: unknown }
  /** A raw response text that fetchClaim must refuse (not JSON, too long). */
  | { name: string; kind: 'text'; value: string }
  /** A well-formed claim, changed from the account's real one so that its proof fails for the account. */
  | {
      name: string
      kind: 'proof'
      tamper:
        | 'another account'
        | 'another amount'
        | 'another index'
        | 'no proof'
        | 'a proof node changed'
        | 'the proof reversed'
        | 'a node added'
    }

const NODE = `0x${'ab'.repeat(32)}`
const good = { index: 3, amount: '0x64', proof: [NODE] }

const BODIES: Record<string, unknown> = {
  'index as a string': { ...good, index: '3' },
  'index negative': { ...good, index: -1 },
  'index fractional': { ...good, index: 0.5 },
  'index NaN (null in JSON)': { ...good, index: null },
  'index past the safe integers': { ...good, index: 2 ** 53 },
  'index as an object': { ...good, index: { valueOf: 3 } },
  'amount as a number': { ...good, amount: 100 },
  'amount zero': { ...good, amount: '0' },
  'amount negative': { ...good, amount: '-100' },
  'amount in exponent notation': { ...good, amount: '1e400' },
  'amount with a script': { ...good, amount: '<script>alert(1)</script>' },
  'amount past uint256': { ...good, amount: `0x1${'0'.repeat(64)}` },
  'amount of 10 kB digits': { ...good, amount: '9'.repeat(10_240) },
  'amount as an array': { ...good, amount: ['0x64'] },
  'proof as a string': { ...good, proof: NODE },
  'proof node too short': { ...good, proof: ['0xabcd'] },
  'proof node with markup': { ...good, proof: ['<img src=x onerror=alert(1)>'] },
  'proof node as a number': { ...good, proof: [1] },
  'proof of 65 nodes': { ...good, proof: Array.from({ length: 65 }, () => NODE) },
  'proof of 100,000 nodes': { ...good, proof: Array.from({ length: 100_000 }, () => NODE) },
  'proof of nested arrays': { ...good, proof: [[NODE]] },
  'no index': { amount: good.amount, proof: good.proof },
  'no amount': { index: good.index, proof: good.proof },
  'no proof': { index: good.index, amount: good.amount },
  null: null,
  'an array of claims': [good],
  'a string': JSON.stringify(good),
  'a number': 42,
  'an empty object': {},
}

const TEXTS: Record<string, string> = {
  'an HTML page': '<html><script>alert(1)</script></html>',
  'truncated JSON': '{"index":3,"amount":"0x64","proof":["0xab',
  'empty body': '',
  'over 8 kB of padding': JSON.stringify({ ...good, padding: 'x'.repeat(10_000) }),
  'a JSON string holding a claim': JSON.stringify(JSON.stringify(good)),
}

const TAMPERS = [
  'another account',
  'another amount',
  'another index',
  'no proof',
  'a proof node changed',
  'the proof reversed',
  'a node added',
] as const

export const hostileClaims: HostileClaim[] = [
  ...Object.entries(BODIES).map(([label, value]) => ({ name: `claim body: ${label}`, kind: 'body' as const, value })),
  ...Object.entries(TEXTS).map(([label, value]) => ({ name: `claim text: ${label}`, kind: 'text' as const, value })),
  ...TAMPERS.map((tamper) => ({ name: `claim proof: ${tamper}`, kind: 'proof' as const, tamper })),
]
