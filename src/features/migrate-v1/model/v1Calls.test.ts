import type { Address } from 'viem'
import { describe, expect, it } from 'vitest'
import { v1ExchangeAbi } from '@/abis/v1Abi'
import { migratorAbi } from '@/abis/migratorAbi'
import { expectEncodes } from '@/test/abiHelpers'
import { V1_DEADLINE_SECONDS, migrateArgs, removeV1LiquidityArgs, v1Deadline } from './v1Calls'

const TOKEN: Address = '0x0000000000000000000000000000000000000002'
const ME: Address = '0x000000000000000000000000000000000000bEEF'

describe('v1Deadline', () => {
  it('default: the latest block timestamp plus 1200 seconds', () => {
    expect(V1_DEADLINE_SECONDS).toBe(1200n)
    expect(v1Deadline(1_700_000_000n)).toBe(1_700_001_200n)
  })
})

describe('removeV1LiquidityArgs', () => {
  it('default: all the pool tokens with minimums of 1 wei and 1 token unit (spec 7)', () => {
    expect(removeV1LiquidityArgs(5n * 10n ** 18n, 1_700_001_200n)).toEqual([5n * 10n ** 18n, 1n, 1n, 1_700_001_200n])
  })

  it('encodes with the V1 exchange removeLiquidity', () => {
    expectEncodes(v1ExchangeAbi, { methodName: 'removeLiquidity', args: removeV1LiquidityArgs(10n, 99n) })
  })
})

describe('migrateArgs', () => {
  it('default: token, the minimums, the account and the deadline, in the migrator order', () => {
    expect(migrateArgs(TOKEN, { amountTokenMin: 7n, amountETHMin: 3n }, ME, 1_700_001_200n)).toEqual([
      TOKEN,
      7n,
      3n,
      ME,
      1_700_001_200n,
    ])
  })

  it('encodes with the migrator', () => {
    expectEncodes(migratorAbi, {
      methodName: 'migrate',
      args: migrateArgs(TOKEN, { amountTokenMin: 7n, amountETHMin: 3n }, ME, 1n),
    })
  })
})
