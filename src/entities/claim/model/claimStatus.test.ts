import { describe, expect, it } from 'vitest'
import { claimStatus } from './claimStatus'

const claim = { index: 0 }

describe('claimStatus', () => {
  it('default: a claim not yet claimed on chain is available', () => {
    expect(claimStatus({ enabled: true, claim, isClaimed: false })).toBe('available')
    expect(claimStatus({ enabled: true, claim, isClaimed: true })).toBe('claimed')
  })

  it('behavior: loading until both the data and isClaimed are read', () => {
    expect(claimStatus({ enabled: true, claim: undefined, isClaimed: undefined })).toBe('loading')
    expect(claimStatus({ enabled: true, claim, isClaimed: undefined })).toBe('loading')
  })

  it('behavior: nothing to read, no data, or a failed read is no claim', () => {
    expect(claimStatus({ enabled: false, claim: undefined, isClaimed: undefined })).toBe('none')
    expect(claimStatus({ enabled: true, claim: null, isClaimed: undefined })).toBe('none')
    expect(claimStatus({ enabled: true, claim, isClaimed: null })).toBe('none')
  })
})
