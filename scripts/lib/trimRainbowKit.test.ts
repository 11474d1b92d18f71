import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { rainbowKitStub } from './trimRainbowKit.ts'

const dist = join(__dirname, '..', '..', 'node_modules', '@rainbow-me', 'rainbowkit', 'dist')
const head = (file: string) => readFileSync(join(dist, file), 'utf8').slice(0, 300)
const files = readdirSync(dist).filter((file) => file.endsWith('.js'))
const named = (prefix: string) => files.find((file) => file.startsWith(`${prefix}-`))

describe("RainbowKit's never-loaded modules", () => {
  it('stubs every chain icon (the app draws its own)', () => {
    for (const chain of ['sanko', 'arbitrum', 'ethereum', 'hardhat']) {
      const file = named(chain)
      expect(file, chain).toBeDefined()
      expect(rainbowKitStub(head(file!))).toBe('export default ""')
    }
  })

  it("keeps the catalogs of the app's languages and stubs the others", () => {
    for (const kept of ['de_DE', 'ja_JP', 'ar_AR', 'zh_TW', 'es_419', 'pt_BR'])
      expect(rainbowKitStub(head(named(kept)!)), kept).toBeUndefined()
    for (const dropped of ['hi_IN', 'th_TH', 'vi_VN', 'zh_HK'])
      expect(rainbowKitStub(head(named(dropped)!)), dropped).toBe('export default "{}"')
  })

  it('keeps everything else: the UI, the wallets, the illustrations', () => {
    for (const kept of ['index.js', named('Macos'), named('connect'), 'wallets/walletConnectors/index.js']) {
      if (kept) expect(rainbowKitStub(head(kept)), kept).toBeUndefined()
    }
  })
})
