import { describe, expect, it } from 'vitest'
import { languageNames } from './languageNames'
import { locales } from './pickLocale'

describe('languageNames', () => {
  it('lists every language once, in the catalogues order, each by a name of its own', () => {
    expect(languageNames.map(([locale]) => locale)).toEqual([...locales])
    expect(new Set(languageNames.map(([, name]) => name)).size).toBe(locales.length)
    expect(Object.fromEntries(languageNames)).toMatchObject({
      de: 'Deutsch',
      ja: '日本語',
      ar: 'العربية',
      'zh-CN': '简体中文',
      'zh-TW': '繁體中文',
    })
  })
})
