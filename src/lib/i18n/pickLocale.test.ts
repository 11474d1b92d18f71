import { describe, expect, it } from 'vitest'
import { pickLocale } from './pickLocale'

describe('pickLocale', () => {
  it('takes ?lng= first', () => {
    expect(pickLocale('?lng=de', ['en-US'])).toBe('de')
    expect(pickLocale('?theme=dark&lng=DE-at', ['en-US'])).toBe('de')
  })
  it('falls back to the browser languages in order', () => {
    expect(pickLocale('', ['nl-NL', 'de-CH', 'en'])).toBe('de')
    expect(pickLocale('?lng=xx', ['en-GB', 'de'])).toBe('en')
  })
  it('falls back to English for anything unknown', () => {
    expect(pickLocale('?lng=<script>', ['zz'])).toBe('en')
    expect(pickLocale('', [])).toBe('en')
  })
})

describe('pickLocale, regional and script variants', () => {
  it.each([
    ['pt', 'pt-BR'],
    ['pt-PT', 'pt-BR'],
    ['pt_br', 'pt-BR'],
    ['zh', 'zh-CN'],
    ['zh-Hans-CN', 'zh-CN'],
    ['zh-SG', 'zh-CN'],
    ['zh-TW', 'zh-TW'],
    ['zh-Hant', 'zh-TW'],
    ['zh-HK', 'zh-TW'],
    ['zh-hant-hk', 'zh-TW'],
    ['ja-JP', 'ja'],
    ['ar-EG', 'ar'],
    ['ko', 'ko'],
    ['tr-TR', 'tr'],
  ] as const)('%s -> %s', (tag, locale) => {
    expect(pickLocale(`?lng=${tag}`, [])).toBe(locale)
    expect(pickLocale('', ['xx', tag])).toBe(locale)
  })
  it('does not take a prefix for a language (zhx is not Chinese, pto not Portuguese)', () => {
    expect(pickLocale('?lng=zhx', [])).toBe('en')
    expect(pickLocale('?lng=pto', [])).toBe('en')
  })
})

describe('pickLocale, the language chosen in the settings', () => {
  it('beats the browser languages', () => {
    expect(pickLocale('', ['de-DE', 'en'], 'ja')).toBe('ja')
  })
  it('yields to ?lng= (a shared link wins, issue 18), and serves when the link has none or an unknown one', () => {
    expect(pickLocale('?lng=de', ['en'], 'ja')).toBe('de')
    expect(pickLocale('?lng=xx', ['en'], 'ja')).toBe('ja')
    expect(pickLocale('', ['en'], 'ja')).toBe('ja')
  })
  it('null or undefined is no choice', () => {
    expect(pickLocale('', ['ko'], null)).toBe('ko')
    expect(pickLocale('', ['ko'], undefined)).toBe('ko')
  })
})

describe('pickLocale, the pseudo-locale', () => {
  it('is ?lng=pseudo (any case) in builds that have it (tests do), before the saved choice', () => {
    expect(pickLocale('?lng=pseudo', ['de'], 'ja')).toBe('pseudo')
    expect(pickLocale('?lng=PSEUDO', [])).toBe('pseudo')
  })
  it('does not exist in other builds, nor from the browser languages', () => {
    expect(pickLocale('?lng=pseudo', ['de'], null, false)).toBe('de')
    expect(pickLocale('?lng=pseudo', [], 'ar', false)).toBe('ar')
    expect(pickLocale('', ['pseudo'])).toBe('en')
  })
})
