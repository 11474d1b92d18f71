import { namehash } from 'viem/ens'
import { describe, expect, it } from 'vitest'
import { labelHash, loadNormaliser, nameNode, normaliseAsciiName, normaliserFor, reverseNode } from './names'
import { normaliseName } from './normalise'

describe('normaliseName', () => {
  it('default: lower-cases and keeps names with dashes and subdomains', () => {
    expect(normaliseName('Trader.ETH')).toBe('trader.eth')
    expect(normaliseName(' liquidity-provider.eth ')).toBe('liquidity-provider.eth')
    expect(normaliseName('pay.trader.eth')).toBe('pay.trader.eth')
  })

  it('error: refuses what is no .eth name', () => {
    for (const bad of [
      '',
      'eth',
      '.eth',
      'trader',
      'trader.com',
      '-trader.eth',
      'trader-.eth',
      'tra der.eth',
      'trader..eth',
      '0x1234',
      'a\u202Eb.eth',
    ]) {
      expect(normaliseName(bad), bad).toBeUndefined()
    }
  })
})

describe('nodes', () => {
  it('namehash of the root, eth and a name (EIP-137 vectors)', () => {
    expect(nameNode('eth')).toBe('0x93cdeb708b7545dc668eb9280176169d1c33cfd8ed6f04690a0bcc88a93fc4ae')
    expect(nameNode('foo.eth')).toBe('0xde9b09fd7c5f901e23a3f19fecc54828e9c848539801e86591bd9801b019f84f')
    // A subdomain's node is keccak(parent node ++ label hash).
    expect(nameNode('pay.trader.eth')).toBe(namehash('pay.trader.eth'))
    expect(labelHash('eth')).toBe('0x4f5b812789fc606be1b3b16908db13fc7a9adf7ca72641f84d75b47069d3d7f0')
  })

  it('the reverse node uses the lower-case address without 0x', () => {
    const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
    expect(reverseNode(address)).toBe(namehash('f39fd6e51aad88f6f4ce6ab8827279cfffb92266.addr.reverse'))
  })
})

describe('loadNormaliser', () => {
  it('loads the same normaliser on demand', async () => {
    const load = await loadNormaliser()
    expect(load).toBe(normaliseName)
    expect(load('Trader.ETH')).toBe('trader.eth')
    expect(load('not a name')).toBeUndefined()
  })
})

describe('normaliseAsciiName, against the normaliser', () => {
  it('answers as the normaliser does for plain ASCII names, valid or not', () => {
    const table = [
      'Trader.ETH',
      ' liquidity-provider.eth ',
      'pay.trader.eth',
      'a.b.c.eth',
      '1.eth',
      'a-b.eth',
      'ab--c.eth',
      'xn--abc.eth',
      'abc--.eth',
      'a--b.eth',
    ]
    const refused = [
      '',
      'eth',
      '.eth',
      'trader',
      'trader.com',
      '-trader.eth',
      'trader-.eth',
      'trader..eth',
      '0x1234',
      'trader.eth.',
      '.trader.eth',
    ]
    for (const input of [...table, ...refused]) expect(normaliseAsciiName(input), input).toBe(normaliseName(input))
    expect(normaliseAsciiName('ab--c.eth')).toBeUndefined()
  })

  it('agrees with the normaliser on 3,000 generated ASCII names', () => {
    // A fixed linear congruential sequence: the same names every run.
    let seed = 7
    const next = (n: number): number => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31
      return seed % n
    }
    const alphabet = 'abcXYZ019--..'
    const suffixes = ['.eth', '.ETH', '', '.com', '.eth.']
    for (let i = 0; i < 3_000; i++) {
      const body = Array.from({ length: 1 + next(9) }, () => alphabet[next(alphabet.length)]).join('')
      const input = `${body}${suffixes[next(suffixes.length)]}`
      expect(normaliseAsciiName(input), input).toBe(normaliseName(input))
    }
  })
})

describe('normaliserFor', () => {
  it('leaves the tables unloaded while every name is plain ASCII, and loads them for any other', async () => {
    expect(await normaliserFor(['trader.eth', 'Pay.Trader.ETH', ''])).toBe(normaliseAsciiName)
    expect(await normaliserFor([])).toBe(normaliseAsciiName)
    expect(await normaliserFor(['trader.eth', 'tr\u00e4der.eth'])).toBe(normaliseName)
  })
})
