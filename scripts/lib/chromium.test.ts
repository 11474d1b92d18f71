import { describe, expect, it } from 'vitest'
import { type Chromium, NO_CHROMIUM, SYSTEM_CHROMIUM, ensureChromium, findChromium, pickChromium } from './chromium.ts'

const candidates = { system: '/usr/bin/chromium', playwright: '/home/u/.cache/ms-playwright/chromium-1/chrome' }
const existing =
  (...paths: string[]) =>
  (path: string) =>
    paths.includes(path)

describe('pickChromium', () => {
  it("prefers the system's Chromium when both exist", () => {
    expect(pickChromium(candidates, existing(candidates.system, candidates.playwright))).toEqual({
      source: 'system',
      executablePath: candidates.system,
    })
  })

  it("falls back to Playwright's own when only that one exists", () => {
    expect(pickChromium(candidates, existing(candidates.playwright))).toEqual({
      source: 'playwright',
      executablePath: candidates.playwright,
    })
  })

  it('finds none when neither file exists or Playwright names no path', () => {
    expect(pickChromium(candidates, existing())).toBeUndefined()
    expect(pickChromium({ ...candidates, playwright: undefined }, existing(candidates.playwright))).toBeUndefined()
  })
})

describe('ensureChromium', () => {
  const playwrights: Chromium = { source: 'playwright', executablePath: candidates.playwright }

  it('uses what is found without installing', async () => {
    let installs = 0
    const result = await ensureChromium(
      () => playwrights,
      async () => {
        installs += 1
        return true
      },
    )
    expect(result).toEqual({ ok: true, chromium: playwrights, installed: false })
    expect(installs).toBe(0)
  })

  it("installs Playwright's Chromium when there is none, then uses it", async () => {
    let installed = false
    const result = await ensureChromium(
      () => (installed ? playwrights : undefined),
      async () => {
        installed = true
        return true
      },
    )
    expect(result).toEqual({ ok: true, chromium: playwrights, installed: true })
  })

  it('stops with the one line saying what to install when the install fails', async () => {
    expect(
      await ensureChromium(
        () => undefined,
        async () => false,
      ),
    ).toEqual({ ok: false, message: NO_CHROMIUM })
    expect(NO_CHROMIUM).toMatch(/apt-get install chromium/)
    expect(NO_CHROMIUM).toMatch(/npx playwright install chromium/)
  })

  it('stops the same way when the install claims success but still no browser exists', async () => {
    expect(
      await ensureChromium(
        () => undefined,
        async () => true,
      ),
    ).toEqual({ ok: false, message: NO_CHROMIUM })
  })
})

describe('findChromium', () => {
  it('finds a browser on this machine that is the system one or a path Playwright names', () => {
    const found = findChromium()
    if (found?.source === 'system') expect(found.executablePath).toBe(SYSTEM_CHROMIUM)
    else if (found) expect(found.executablePath).toMatch(/ms-playwright/)
  })
})
