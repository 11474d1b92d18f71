import { describe, expect, it } from 'vitest'
import { pickLocale } from './pickLocale'

describe('pickLocale', () => {
  it('takes ?lng= first', () => {
    expect(pickLocale('?lng=de', ['en-US'])).toBe('de')
    expect(pickLocale('?theme=dark&lng=DE-at', ['en-US'])).toBe('de')
  })
  it('falls back to the browser languages in order', () => {
    expect(pickLocale('', ['fr-FR', 'de-CH', 'en'])).toBe('de')
    expect(pickLocale('?lng=xx', ['en-GB', 'de'])).toBe('en')
  })
  it('falls back to English for anything unknown', () => {
    expect(pickLocale('?lng=<script>', ['zz'])).toBe('en')
    expect(pickLocale('', [])).toBe('en')
  })
})
