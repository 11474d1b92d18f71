import { readFileSync } from 'node:fs'
import { getAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { manifestSchema } from '../../devnet/manifest.ts'
import { devnetManifestModule } from './devnetManifest.ts'

const file = new URL('../../devnet/deployment.json', import.meta.url)
const text = readFileSync(file, 'utf8')
/** The module's default export, read back the way the bundler would (it is one JSON literal). */
const exported = (source: string): unknown => JSON.parse(source.replace(/^export default /, ''))

describe('devnetManifestModule: the manifest checked at build time', () => {
  it('exports exactly what the schema makes of the file, checksummed addresses included', () => {
    const raw = JSON.parse(text) as { contracts: Record<string, string> }
    const lowered = JSON.stringify({
      ...raw,
      contracts: Object.fromEntries(Object.entries(raw.contracts).map(([k, v]) => [k, v.toLowerCase()])),
    })
    const result = exported(devnetManifestModule(lowered)) as { contracts: Record<string, string> }
    const parsed = manifestSchema.parse(JSON.parse(text))
    expect(result).toEqual({ ...parsed, accounts: parsed.accounts.map(({ address, label }) => ({ address, label })) })
    for (const address of Object.values(result.contracts)) expect(address).toBe(getAddress(address))
  })

  it('carries no private key: the dev account signs through the node', () => {
    const source = devnetManifestModule(text)
    expect(source).not.toMatch(/privateKey/i)
    for (const { privateKey } of manifestSchema.parse(JSON.parse(text)).accounts)
      expect(source).not.toContain(privateKey.slice(2))
  })

  it('stops the build on a manifest that is not JSON, naming the file', () => {
    expect(() => devnetManifestModule('{ nope', '/x/deployment.json')).toThrow(/^\/x\/deployment\.json is not JSON/)
  })

  it('stops the build on a bad field, naming it', () => {
    const bad = JSON.stringify({ ...(JSON.parse(text) as object), chainId: 1 })
    expect(() => devnetManifestModule(bad, 'deployment.json')).toThrow(
      /deployment\.json is not a devnet manifest: chainId: /,
    )
    const badAddress = JSON.parse(text) as { contracts: Record<string, string> }
    badAddress.contracts = { ...badAddress.contracts, multicall: '0x1234' }
    expect(() => devnetManifestModule(JSON.stringify(badAddress))).toThrow(/contracts\.multicall: Invalid address/)
  })
})
