import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { locales, pseudoLocale } from './pickLocale'

const localesDir = join(__dirname, '..', '..', '..', 'locales')

/** msgid -> msgstr of a .po catalog (single-line entries, as lingui extract writes them). */
function readCatalog(locale: string): Map<string, string> {
  const text = readFileSync(join(localesDir, `${locale}.po`), 'utf8')
  const entries = new Map<string, string>()
  for (const match of text.matchAll(/^msgid "(.+)"\nmsgstr "(.*)"$/gm)) entries.set(match[1]!, match[2]!)
  return entries
}

describe('translation catalogs', () => {
  it('exist for every supported locale, the pseudo-locale, and nothing else', () => {
    const expected = [...locales, pseudoLocale].map((l) => `${l}.po`)
    expect(
      readdirSync(localesDir)
        .filter((f) => f.endsWith('.po'))
        .sort(),
    ).toEqual(expected.sort())
  })

  it('leave the pseudo-locale untranslated (Lingui accents English into it as it compiles)', () => {
    expect([...readCatalog(pseudoLocale).values()].filter((text) => text !== '')).toEqual([])
  })

  it.each(locales.filter((l) => l !== 'en'))('%s translates every English message', (locale) => {
    const source = readCatalog('en')
    const target = readCatalog(locale)
    expect(source.size).toBeGreaterThan(0)
    const missing = [...source.keys()].filter((id) => !target.get(id))
    expect(missing).toEqual([])
  })
})
