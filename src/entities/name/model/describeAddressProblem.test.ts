import { describe, expect, it } from 'vitest'
import { i18n } from '@/lib/i18n'
import { describeAddressProblem } from './describeAddressProblem'
import type { AddressProblem } from './typedAddress'

const words = (problem: AddressProblem): [string, string] => {
  const { headline, reason } = describeAddressProblem(problem)
  return [i18n._(headline), i18n._(reason)]
}

describe('describeAddressProblem', () => {
  it.each<[AddressProblem, string, string]>([
    [
      { code: 'badChecksum' },
      'Invalid address',
      "Its capital letters do not match the address's checksum (EIP-55), so it may be mistyped: copy it again.",
    ],
    [{ code: 'notAddress' }, 'Invalid address', 'An address is 0x followed by 40 hexadecimal characters.'],
    [{ code: 'noAddress', name: 'nobody.eth' }, 'Invalid recipient', 'No address found for nobody.eth'],
    [
      { code: 'wrongChainName', name: 'alice.eth', chainId: 137 },
      'Invalid recipient',
      'alice.eth has no address for Polygon; its Ethereum address is not used on other networks.',
    ],
    [
      { code: 'zeroAddress' },
      'Invalid recipient',
      'This is the zero address: anything sent or delegated to it is lost.',
    ],
    [{ code: 'blocked' }, 'Invalid recipient', 'This address is blocked.'],
    [
      { code: 'appContract', role: 'router' },
      'Invalid recipient',
      "This is the exchange's router contract, not a wallet.",
    ],
    [
      { code: 'appContract', role: 'pair' },
      'Invalid recipient',
      'This is a pair contract of the exchange, not a wallet.',
    ],
    [{ code: 'appContract', role: 'token' }, 'Invalid recipient', 'This is a token contract, not a wallet.'],
    [
      { code: 'appContract', role: 'timelock' },
      'Invalid recipient',
      'This is the governance timelock contract, not a wallet.',
    ],
  ])('%o', (problem, headline, reason) => {
    expect(words(problem)).toEqual([headline, reason])
  })

  it('every contract role has its own sentence', () => {
    const roles = [
      'router',
      'factory',
      'migrator',
      'pair',
      'token',
      'stakingPool',
      'distributor',
      'governor',
      'timelock',
      'infrastructure',
    ] as const
    const reasons = roles.map((role) => words({ code: 'appContract', role })[1])
    expect(new Set(reasons).size).toBe(roles.length)
  })
})
