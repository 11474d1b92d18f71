// @vitest-environment jsdom
import { t } from '@lingui/core/macro'
import { afterEach, describe, expect, it } from 'vitest'
import { applyDocumentLocale } from './documentLocale'
import { activateLocale, i18n } from './i18n'
import { locales } from './pickLocale'

const html = document.documentElement

// Unit files share a module graph: leave English (as src/test/setup.ts sets it) and a bare <html> behind.
afterEach(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} })
  html.removeAttribute('lang')
  html.removeAttribute('dir')
})

describe('applyDocumentLocale', () => {
  it.each([
    ['ar', 'ar', 'rtl'],
    ['ja', 'ja', 'ltr'],
    ['pt-BR', 'pt-BR', 'ltr'],
    ['zh-TW', 'zh-TW', 'ltr'],
    ['pseudo', 'en-XA', 'ltr'],
  ] as const)('%s: <html lang="%s" dir="%s">', (locale, lang, dir) => {
    applyDocumentLocale(locale)
    expect([html.lang, html.dir]).toEqual([lang, dir])
  })

  it('switches back from right to left', () => {
    applyDocumentLocale('ar')
    applyDocumentLocale('de')
    expect([html.getAttribute('lang'), html.getAttribute('dir')]).toEqual(['de', 'ltr'])
  })

  it('gives a valid BCP 47 tag and a direction for every language, Arabic alone right to left', () => {
    const rtl = locales.filter((locale) => {
      applyDocumentLocale(locale)
      expect(Intl.getCanonicalLocales(html.lang)).toEqual([locale])
      return html.dir === 'rtl'
    })
    expect(rtl).toEqual(['ar'])
  })
})

// A catalog compiles on its first import (the lingui plugin): slow on a busy machine.
describe('activateLocale', { timeout: 30_000 }, () => {
  it('loads the catalog, activates it and sets <html lang dir>, at each change', async () => {
    await expect(activateLocale('ja')).resolves.toBe('ja')
    expect(i18n.locale).toBe('ja')
    expect(t`Swap`).toBe('スワップ')
    expect([html.lang, html.dir]).toEqual(['ja', 'ltr'])
    await activateLocale('ar')
    expect(t`Swap`).toBe('مبادلة')
    expect([html.lang, html.dir]).toEqual(['ar', 'rtl'])
  })

  it('the later of two overlapping calls wins, whichever catalog arrives first', async () => {
    const first = activateLocale('ar')
    const second = activateLocale('de')
    await expect(first).resolves.toBeNull()
    await expect(second).resolves.toBe('de')
    expect(i18n.locale).toBe('de')
    expect([html.lang, html.dir]).toEqual(['de', 'ltr'])
  })

  it('the pseudo-locale accents every English text (development and test builds)', async () => {
    await expect(activateLocale('pseudo')).resolves.toBe('pseudo')
    const swap = t`Swap`
    expect(swap).not.toBe('Swap')
    expect(swap).toHaveLength(4)
    expect(swap).toMatch(/[^ -~]/)
    // Placeholders keep their values.
    const amount = '12.5'
    expect(t`${amount} UCASH`).toMatch(/^12\.5 \S{5}$/)
    expect(t`${amount} UCASH`).not.toBe('12.5 UCASH')
    expect(html.lang).toBe('en-XA')
  })
})
