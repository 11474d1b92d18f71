import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  BLOCK_TIME_SECONDS,
  DEFAULT_LOG_RANGE_SIZE,
  PROPOSAL_THRESHOLD_PERCENT,
  VOTE_DECIMALS,
  governanceConfig,
  proposalDescriptionOverride,
} from './governance'

afterEach(() => vi.unstubAllEnvs())

describe('governanceConfig', () => {
  it('default: mainnet reads from GovernorAlpha’s deployment block in ranges public nodes accept', () => {
    expect(governanceConfig(1)).toEqual({ deploymentBlock: 10_861_678n, logRangeSize: DEFAULT_LOG_RANGE_SIZE })
    expect(DEFAULT_LOG_RANGE_SIZE).toBe(5_000n)
  })

  it('behavior: chains without a governor (and the devnet outside devnet builds) have none', () => {
    expect(governanceConfig(56)).toBeUndefined()
    expect(governanceConfig(31337)).toBeUndefined()
    expect(governanceConfig(undefined)).toBeUndefined()
  })

  it.each([
    ['1000', 1_000n],
    ['abc', DEFAULT_LOG_RANGE_SIZE],
    ['0', DEFAULT_LOG_RANGE_SIZE],
  ])(
    'args: VITE_GOVERNANCE_LOG_RANGE=%s gives ranges of %s blocks (junk falls back to the default)',
    async (value, expected) => {
      vi.stubEnv('VITE_GOVERNANCE_LOG_RANGE', value)
      vi.resetModules()
      const fresh = await import('./governance')
      expect(fresh.governanceConfig(1)?.logRangeSize).toBe(expected)
    },
  )

  it('spec 9 constants', () => {
    expect([BLOCK_TIME_SECONDS, PROPOSAL_THRESHOLD_PERCENT, VOTE_DECIMALS]).toEqual([13, 1, 18])
  })
})

describe('proposalDescriptionOverride', () => {
  it('default: mainnet proposal 2 is the grants programme, with the figures of spec 9', () => {
    const text = proposalDescriptionOverride(1, 2)
    expect(text).toMatch(/^# /)
    for (const figure of [
      '750K',
      '2 quarters',
      '4%',
      '25 UNI per hour',
      '30 hours a week',
      'five reviewers',
      '4 of the 5',
    ])
      expect(text).toContain(figure)
  })

  it('behavior: no other proposal or chain has an override', () => {
    expect(proposalDescriptionOverride(1, 1)).toBeUndefined()
    expect(proposalDescriptionOverride(1, 3)).toBeUndefined()
    expect(proposalDescriptionOverride(31337, 2)).toBeUndefined()
    expect(proposalDescriptionOverride(undefined, 2)).toBeUndefined()
  })
})
