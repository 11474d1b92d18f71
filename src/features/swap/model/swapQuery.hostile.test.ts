import { getAddress, isAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { defaultLocale, pickLocale } from '@/lib/i18n'
import { parseSearch, parseSwapQuery, parseThemeParam, stringifySearch, swapSearchSchema } from '@/lib/url'
import { hostileUrlValues } from '@/test/hostileCorpus/urlValues'

/** The query string as a shared link carries it, through the router's parser, as the swap route reads it. */
const fromLink = (param: string, value: string) => parseSearch(stringifySearch({ [param]: value }))
const ENS_NAME = /^[a-zA-Z0-9-]+(\.[a-zA-Z0-9-]+)*\.eth$/

/** The swap page's query (src/routes/index.tsx validateSearch, then parseSwapQuery), `?theme=` and `?lng=` under hostile values. */
describe('hostile URL query values', () => {
  it('covers every parameter of the issue', () => {
    expect(new Set(hostileUrlValues.map(({ param }) => param))).toEqual(
      new Set(['recipient', 'exactAmount', 'inputCurrency', 'outputCurrency', 'theme', 'lng', 'exactField', 'use']),
    )
    expect(new Set(hostileUrlValues.map(({ name }) => name)).size).toBe(hostileUrlValues.length)
  })

  it.each(hostileUrlValues.map((entry) => [entry.name, entry] as const))(
    '%s: falls back to a safe value',
    (_name, { param, value }) => {
      const search = fromLink(param, value)
      const query = parseSwapQuery(swapSearchSchema.parse(search))
      // Each field is one of its safe values, whatever came in.
      for (const currency of [query.inputCurrency, query.outputCurrency]) {
        if (currency !== undefined && currency !== 'ETH') expect(currency).toBe(getAddress(currency))
      }
      expect(query.typedValue).toMatch(/^(\d*\.?\d+)?$/)
      expect(query.typedValue.length).toBeLessThanOrEqual(200)
      if (query.recipient !== null)
        expect(isAddress(query.recipient, { strict: false }) || ENS_NAME.test(query.recipient)).toBe(true)
      expect(['INPUT', 'OUTPUT']).toContain(query.independentField)
      expect(['v1', 'v2']).toContain(query.use)
      expect(parseThemeParam(search.theme)).toBeUndefined()
      expect(pickLocale(stringifySearch(search), ['en-US'], null, false)).toBe(defaultLocale)
      // None of these hostile values is taken as given: each falls back.
      const taken = {
        recipient: query.recipient,
        exactAmount: query.typedValue || null,
        inputCurrency: query.inputCurrency ?? null,
        outputCurrency: query.outputCurrency ?? null,
      }
      if (param in taken) expect([null, 'ETH']).toContain(taken[param as keyof typeof taken])
      if (param === 'exactField') expect(query.independentField).toBe('INPUT')
      if (param === 'use') expect(query.use).toBe('v2')
    },
  )
})
