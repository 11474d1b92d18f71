import { type Address, checksumAddress, getAddress, zeroAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { type AppContract, type AppContractRole, appContractsFor } from '@/config/appContracts'
import { BLOCKED_ADDRESSES } from '@/config/blocklist'
import { type AddressProblem, type TypedInput, parseTypedAddress, recipientProblem } from './typedAddress'

const ACCOUNT = checksumAddress('0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266')
/** The checksummed address with the case of one letter flipped: the checksum no longer holds. */
const flipped = ACCOUNT.replace('F', 'f')
const address = (value: Address): TypedInput => ({ kind: 'address', address: getAddress(value) })
const invalid = (problem: AddressProblem): TypedInput => ({ kind: 'invalid', problem })

describe('parseTypedAddress', () => {
  it.each<[string, string, TypedInput]>([
    ['a correct checksum', ACCOUNT, address(ACCOUNT)],
    ['one letter of a checksummed address in the other case', flipped, invalid({ code: 'badChecksum' })],
    ['all lower case (no checksum)', ACCOUNT.toLowerCase(), address(ACCOUNT)],
    ['all upper case hex (no checksum)', `0x${ACCOUNT.slice(2).toUpperCase()}`, address(ACCOUNT)],
    ['the zero address (digits only)', zeroAddress, address(zeroAddress)],
    [
      'mixed case with a wrong checksum in every letter',
      `0x${[...ACCOUNT.slice(2)].map((c) => (c === c.toUpperCase() ? c.toLowerCase() : c.toUpperCase())).join('')}`,
      invalid({ code: 'badChecksum' }),
    ],
    ['too short', ACCOUNT.slice(0, 41), invalid({ code: 'notAddress' })],
    ['too long', `${ACCOUNT}0`, invalid({ code: 'notAddress' })],
    ['0x alone', '0x', invalid({ code: 'notAddress' })],
    ['a name', 'trader.eth', { kind: 'name' }],
    ['a name starting with 0x', '0x12.eth', { kind: 'name' }],
    ['hex with a capital 0X prefix (no address, so a name to try)', `0X${ACCOUNT.slice(2)}`, { kind: 'name' }],
  ])('%s', (_label, input, expected) => {
    expect(parseTypedAddress(input)).toEqual(expected)
  })

  it('the flipped address differs from the checksummed one only in case', () => {
    expect(flipped).not.toBe(ACCOUNT)
    expect(flipped.toLowerCase()).toBe(ACCOUNT.toLowerCase())
  })
})

describe('recipientProblem', () => {
  const forbidden: AppContract[] = [
    { address: '0x7a250d5630B4cF539739dF2C5dAcb4c659F2488D', role: 'router' },
    { address: '0x6B175474E89094C44Da98b954EedeAC495271d0F', role: 'token' },
  ]

  it.each<[string, Address, AddressProblem | undefined]>([
    ['an ordinary account', ACCOUNT, undefined],
    ['the zero address', zeroAddress, { code: 'zeroAddress' }],
    ['a blocked address, in lower case', BLOCKED_ADDRESSES[2]!.toLowerCase() as Address, { code: 'blocked' }],
    [
      'a forbidden contract, in lower case',
      '0x7a250d5630b4cf539739df2c5dacb4c659f2488d',
      { code: 'appContract', role: 'router' },
    ],
    ['a token of the trade', '0x6B175474E89094C44Da98b954EedeAC495271d0F', { code: 'appContract', role: 'token' }],
  ])('%s', (_label, input, expected) => {
    expect(recipientProblem(input, forbidden)).toEqual(expected)
  })

  it("refuses every kind of mainnet's app contracts by its role", () => {
    const contracts = appContractsFor(1)
    const expected: [Address, AppContractRole][] = [
      ['0x7a250d5630B4cF539739dF2C5dAcb4c659F2488D', 'router'],
      ['0x5C69bEe701ef814a2B6a3EDD4B1652CB9cc5aA6f', 'factory'],
      ['0xc0a47dFe034B400B47bDaD5FecDa2621de6c4d95', 'factory'],
      ['0x16D4F26C15f3658ec65B1126ff27DD3dF2a2996b', 'migrator'],
      ['0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2', 'token'],
      ['0x1f9840a85d5aF5bf1D1762F925BDADdC4201F984', 'token'],
      ['0x5e4be8Bc9637f0EAA1A755019e06A68ce081D58F', 'governor'],
      ['0x1a9C8182C09F50C8318d769245beA52c32BE35BC', 'timelock'],
      ['0x090D4613473dEE047c3f2706764f49E0821D256e', 'distributor'],
      ['0x3032Ab3Fa8C01d786D29dAdE018d7f2017918e12', 'stakingPool'],
      // A reward pool and the pair it stakes.
      ['0xa1484C3aa22a66C62b77E0AE78E15258bd0cB711', 'stakingPool'],
      ['0xA478c2975Ab1Ea89e8196811F51A7B7Ade33eB11', 'pair'],
      ['0xcA11bde05977b3631167028862bE2a173976CA11', 'infrastructure'],
      ['0x00000000000C2E074eC69A0dFb2997BA6C7d2e1e', 'infrastructure'],
      // Argent's wallet detector: read only, it can use no tokens sent to it either.
      ['0xeca4B0bDBf7c55E9b7925919d03CbF8Dc82537E8', 'infrastructure'],
    ]
    for (const [contract, role] of expected)
      expect(recipientProblem(contract, contracts), contract).toEqual({ code: 'appContract', role })
    // The four pools, each with its pair, and the thirteen contracts of the table.
    expect(contracts).toHaveLength(13 + 8)
    expect(appContractsFor(1)).toBe(contracts)
  })

  it('a chain without contracts still refuses the zero address and blocked ones', () => {
    expect(appContractsFor(999)).toEqual([])
    expect(appContractsFor(undefined)).toEqual([])
    expect(recipientProblem(zeroAddress, appContractsFor(999))).toEqual({ code: 'zeroAddress' })
    expect(recipientProblem(BLOCKED_ADDRESSES[0]!, [])).toEqual({ code: 'blocked' })
    expect(recipientProblem('0x7a250d5630B4cF539739dF2C5dAcb4c659F2488D', appContractsFor(999))).toBeUndefined()
  })
})
