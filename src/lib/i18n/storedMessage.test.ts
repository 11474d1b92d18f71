import { type Messages, setupI18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import { storeMessage, storedMessageSchema, storedText } from './storedMessage'

// Compiled catalogues, as the build makes them from locales/*.po: 'Approve {symbol}' and its German.
const catalogs: Record<'en' | 'de', Messages> = {
  en: { approve: ['Approve ', ['symbol']] },
  de: { approve: [['symbol'], ' freigeben'] },
}
const i18nIn = (locale: 'en' | 'de') => setupI18n({ locale, messages: catalogs })

describe('storeMessage and storedText', () => {
  it('default: keeps the text of the moment and the message; read again in the language active then', () => {
    const kept = storeMessage({ id: 'approve', values: { symbol: 'DAI' } }, i18nIn('en'))
    expect(kept).toEqual({ text: 'Approve DAI', message: { id: 'approve', values: { symbol: 'DAI' } } })
    expect(storedText(kept.text, kept.message, i18nIn('de'))).toBe('DAI freigeben')
    expect(storedText(kept.text, kept.message, i18nIn('en'))).toBe('Approve DAI')
  })

  it('behavior: values are kept as text, and a message without values keeps none', () => {
    expect(storeMessage({ id: 'approve', values: { symbol: 12 } }, i18nIn('en')).message).toEqual({
      id: 'approve',
      values: { symbol: '12' },
    })
    expect(storeMessage({ id: 'none' }, i18nIn('en')).message).toEqual({ id: 'none' })
  })

  it('fallback: before any language is active, the source text (or the id) is kept', () => {
    const idle = setupI18n()
    expect(storeMessage({ id: 'approve', message: 'Approve {symbol}', values: { symbol: 'DAI' } }, idle).text).toBe(
      'Approve {symbol}',
    )
    expect(storeMessage({ id: 'approve' }, idle).text).toBe('approve')
  })

  it('fallback: the kept text when there is no message, or the catalogue no longer has it', () => {
    expect(storedText('Swap 1 DAI for 1 USDC', undefined, i18nIn('de'))).toBe('Swap 1 DAI for 1 USDC')
    expect(storedText('Old text', { id: 'gone' }, i18nIn('de'))).toBe('Old text')
    expect(storedText(undefined, undefined, i18nIn('de'))).toBeUndefined()
  })

  it('boundary: the stored form is checked (an id, short text values)', () => {
    expect(storedMessageSchema.safeParse({ id: 'approve', values: { symbol: 'DAI' } }).success).toBe(true)
    expect(storedMessageSchema.safeParse({ id: '' }).success).toBe(false)
    expect(storedMessageSchema.safeParse({ id: 'approve', values: { symbol: 1 } }).success).toBe(false)
    expect(storedMessageSchema.safeParse({ id: 'approve', values: { symbol: 'x'.repeat(201) } }).success).toBe(false)
  })
})
