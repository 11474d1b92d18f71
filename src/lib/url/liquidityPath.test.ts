import { describe, expect, it } from 'vitest'
import { normaliseLiquidityPath } from './liquidityPath'

const A = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'
const B = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('normaliseLiquidityPath', () => {
  it('splits a dash pair', () => expect(normaliseLiquidityPath(`${A}-${B}`, undefined)).toEqual([A, B]))
  it('drops an equal second id (case-insensitive)', () =>
    expect(normaliseLiquidityPath('ETH', 'eth')).toEqual(['ETH', undefined]))
  it('leaves good paths alone', () => {
    expect(normaliseLiquidityPath(undefined, undefined)).toBeNull()
    expect(normaliseLiquidityPath('ETH', undefined)).toBeNull()
    expect(normaliseLiquidityPath('ETH', B)).toBeNull()
  })
})
