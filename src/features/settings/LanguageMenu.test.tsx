// @vitest-environment jsdom
import { I18nProvider } from '@lingui/react'
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { useSettingsStore } from '@/entities/settings'
import { i18n } from '@/lib/i18n'
import { LanguageMenu, preloadLanguageMenu } from './LanguageMenu'

const initial = useSettingsStore.getState()

beforeEach(() => {
  localStorage.clear()
  useSettingsStore.setState(initial, true)
})
afterEach(cleanup)

describe('LanguageMenu', () => {
  it('loads on demand and names each language in its own language, marked with its lang; a choice is saved', async () => {
    // The chunk the header menu preloads on hover or focus (so a loaded machine does not outwait findBy).
    await preloadLanguageMenu()
    render(
      <I18nProvider i18n={i18n}>
        <LanguageMenu />
      </I18nProvider>,
    )
    const select = (await screen.findByRole('combobox', { name: 'Language' })) as HTMLSelectElement
    const options = within(select).getAllByRole('option') as HTMLOptionElement[]
    expect(options).toHaveLength(13)
    expect(options.map((o) => [o.value, o.lang, o.textContent])).toEqual(
      expect.arrayContaining([
        ['en', 'en', 'English'],
        ['de', 'de', 'Deutsch'],
        ['es', 'es', 'Español'],
        ['ja', 'ja', '日本語'],
        ['ar', 'ar', 'العربية'],
        ['zh-TW', 'zh-TW', '繁體中文'],
      ]),
    )
    expect(options.some((o) => o.value === 'pseudo')).toBe(false)
    // The active language is selected.
    expect(select.value).toBe('en')
    fireEvent.change(select, { target: { value: 'ja' } })
    expect(useSettingsStore.getState().userLocale).toBe('ja')
    fireEvent.change(select, { target: { value: 'ar' } })
    expect(useSettingsStore.getState().userLocale).toBe('ar')
  })
})
