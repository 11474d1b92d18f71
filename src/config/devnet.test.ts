import { readFileSync } from 'node:fs'
import manifest from 'virtual:devnet-manifest'
import { describe, expect, it } from 'vitest'
import { manifestSchema } from '../../devnet/manifest'
import { loadDevnet } from './devnet'

describe('loadDevnet', () => {
  it('hands out the same devnet every time (pair addresses ask on every render)', () => {
    const first = loadDevnet()
    expect(loadDevnet()).toBe(first)
    expect(first.devAccount).toBe(first.accounts[0])
  })

  it("gets the manifest as the devnet's schema parses it (checksummed addresses), not the raw file", () => {
    const raw: unknown = JSON.parse(readFileSync(new URL('../../devnet/deployment.json', import.meta.url), 'utf8'))
    const parsed = manifestSchema.parse(raw)
    expect(manifest).toEqual({ ...parsed, accounts: parsed.accounts.map(({ address, label }) => ({ address, label })) })
    expect(loadDevnet().contracts).toEqual(manifest.contracts)
  })
})
