import { describe, expect, it } from 'vitest'
import type { BundleSizes } from './bundleSizes.ts'
import { budgetFrom, checkSizeBudget } from './sizeGate.ts'

const today: BundleSizes = {
  initial: [
    { name: 'src/main.tsx', file: 'assets/index-aaaaaaaa.js', raw: 300_000, gzip: 100_000 },
    { name: 'src/routes/index.tsx', file: 'assets/index-bbbbbbbb.js', raw: 30_000, gzip: 10_000 },
  ],
  beside: [
    { name: 'src/features/swap/SwapEngine.tsx', file: 'assets/SwapEngine-dddddddd.js', raw: 40_000, gzip: 12_000 },
  ],
  all: [
    { name: 'src/main.tsx', file: 'assets/index-aaaaaaaa.js', raw: 300_000, gzip: 100_000 },
    { name: 'src/routes/index.tsx', file: 'assets/index-bbbbbbbb.js', raw: 30_000, gzip: 10_000 },
    { name: 'src/routes/vote.index.tsx', file: 'assets/vote.index-cccccccc.js', raw: 90_000, gzip: 30_000 },
  ],
  packages: { 'react-dom': 200_000, viem: 100_000, 'src/features': 30_000 },
}
const budget = budgetFrom(today, { initial: 3_000, total: 10_000 })

describe('size gate', () => {
  it('a budget holds the limits with their headroom and the sizes per chunk and package', () => {
    expect(budget.initialGzip).toBe(113_000)
    expect(budget.totalGzip).toBe(150_000)
    expect(budget.chunks['src/routes/vote.index.tsx']).toBe(30_000)
    expect(budget.packages.viem).toBe(100_000)
  })

  it('never lifts a budget past its target: the headroom stops at the ceiling, a size already over it stays the limit', () => {
    const capped = budgetFrom(today, { initial: 3_000, total: 10_000 }, { initial: 111_500, total: 200_000 })
    expect(capped.initialGzip).toBe(111_500)
    expect(capped.totalGzip).toBe(150_000)
    expect(
      checkSizeBudget({ ...today, initial: [today.initial[0]!, { ...today.initial[1]!, gzip: 11_600 }] }, capped),
    ).not.toEqual([])
    expect(budgetFrom(today, { initial: 3_000, total: 10_000 }, { initial: 100_000, total: 100_000 }).initialGzip).toBe(
      100_000,
    )
  })

  it('passes today, and growth within the headroom', () => {
    expect(checkSizeBudget(today, budget)).toEqual([])
    const within = { ...today, initial: [today.initial[0]!, { ...today.initial[1]!, gzip: 12_900 }] }
    expect(checkSizeBudget(within, budget)).toEqual([])
  })

  it('a large library imported eagerly: fails and names the chunk and the package that grew', () => {
    const grown: BundleSizes = {
      initial: [{ ...today.initial[0]!, file: 'assets/index-dddddddd.js', gzip: 140_000 }, today.initial[1]!],
      beside: today.beside,
      all: [{ ...today.all[0]!, gzip: 140_000 }, ...today.all.slice(1)],
      packages: { ...today.packages, 'react-markdown': 120_000 },
    }
    const [initial, total, ...rest] = checkSizeBudget(grown, budget)
    expect(rest).toEqual([])
    expect(initial).toContain('over its budget of 110.4 kB')
    expect(initial).toContain('chunk src/main.tsx (assets/index-dddddddd.js) grew by 39.1 kB gzip')
    expect(initial).toContain('new: react-markdown +117.2 kB raw')
    expect(initial).not.toContain('src/routes/index.tsx')
    expect(initial).not.toContain('viem')
    expect(total).toContain('All JavaScript of the build is 175.8 kB gzip')
  })

  it('a new chunk on the swap route is named as new', () => {
    const grown = {
      ...today,
      initial: [...today.initial, { name: 'confetti', file: 'assets/confetti-eeeeeeee.js', raw: 20_000, gzip: 6_000 }],
    }
    expect(checkSizeBudget(grown, budget)[0]).toContain('new chunk confetti (assets/confetti-eeeeeeee.js): 5.9 kB gzip')
  })

  it('growth of the rest of the build alone fails the total only', () => {
    const grown = {
      ...today,
      all: [...today.all, { name: 'src/routes/pool.tsx', file: 'assets/pool-ffffffff.js', raw: 60_000, gzip: 20_000 }],
    }
    const failures = checkSizeBudget(grown, budget)
    expect(failures).toHaveLength(1)
    expect(failures[0]).toContain('new chunk src/routes/pool.tsx')
  })
})
