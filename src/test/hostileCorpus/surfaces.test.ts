import { describe, expect, it } from 'vitest'
import { hostileCorpusBySurface, hostileCorpusCount } from './surfaces'

describe('the hostile corpus, whole app (issue 17)', () => {
  it('has at least 250 entries across its surfaces, each with a share of them', () => {
    const counts = Object.fromEntries(
      Object.entries(hostileCorpusBySurface).map(([surface, entries]) => [surface, entries.length]),
    )
    expect(hostileCorpusCount()).toBeGreaterThanOrEqual(250)
    for (const [surface, count] of Object.entries(counts)) expect(count, surface).toBeGreaterThanOrEqual(25)
  })

  it('names every entry once, across all surfaces', () => {
    const names = Object.values(hostileCorpusBySurface).flatMap((entries) => entries.map(({ name }) => name))
    expect(new Set(names).size).toBe(names.length)
  })
})
