import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { manifestSchema } from '../../devnet/manifest.ts'
import { primaryName, startBanner } from './startBanner.ts'

const manifest = manifestSchema.parse(
  JSON.parse(readFileSync(new URL('../../devnet/deployment.json', import.meta.url), 'utf8')),
)
const banner = startBanner(manifest, 'http://127.0.0.1:5173/')
const lines = banner.split('\n')

describe('primaryName', () => {
  it('is the reverse record only when the name resolves forward to the same account', () => {
    expect(primaryName(manifest, '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe('trader.eth')
    // #6 claims trader.eth by reverse record, but trader.eth resolves to #0.
    expect(manifest.reverseNames['0x976EA74026E726554dB657fA54763abd0C3a0aa9']).toBe('trader.eth')
    expect(primaryName(manifest, '0x976EA74026E726554dB657fA54763abd0C3a0aa9')).toBeUndefined()
    expect(primaryName(manifest, manifest.deployer)).toBeUndefined()
  })
})

describe('startBanner', () => {
  it("names the app's URL, the RPC URL and the chain id in decimal and hex", () => {
    expect(banner).toContain('App       http://127.0.0.1:5173/')
    expect(banner).toMatch(/RPC +http:\/\/127\.0\.0\.1:8545 +chain id 31337 \(0x7a69\)/)
    expect(banner).toMatch(/Reset .*npm start/)
  })

  it('lists every dev account once, with its primary name, in columns', () => {
    const rows = lines.filter((line) => /^ {2,3}\d{1,2} {2}/.test(line))
    expect(rows).toHaveLength(manifest.accounts.length)
    expect(rows[0]).toMatch(/^ {3}0 {2}trader\.eth +0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266 {2}Trader$/)
    expect(rows[1]).toContain('liquidity-provider.eth')
    expect(rows[6]).not.toContain('trader.eth')
    // Aligned: every address starts in the same column.
    const columns = new Set(rows.map((row, i) => row.indexOf(manifest.accounts[i]?.address ?? '?')))
    expect(columns.size).toBe(1)
  })
})
