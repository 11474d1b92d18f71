// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useSettingsStore } from '@/entities/settings'
import { i18n } from '@/lib/i18n'
import { setFormatLocale } from '@/lib/format'
import { useUiLocale } from './useUiLocale'

const initial = useSettingsStore.getState()
const html = document.documentElement

// A catalog compiles on its first import (the lingui plugin): slow on a busy machine.
const loaded = { timeout: 10_000 }

const at = (search: string, languages: string[]) => {
  window.history.replaceState(null, '', `/${search}`)
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages)
}

beforeEach(() => {
  localStorage.clear()
  useSettingsStore.setState({ ...initial, userLocale: null }, true)
})
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
  window.history.replaceState(null, '', '/')
  // Unit files share a module graph: leave English (as src/test/setup.ts sets it) and a bare <html> behind.
  i18n.loadAndActivate({ locale: 'en', messages: {} })
  setFormatLocale('en')
  html.removeAttribute('lang')
  html.removeAttribute('dir')
})

describe('useUiLocale', { timeout: 30_000 }, () => {
  it('starts in the browser language, with <html lang dir>, and null until the catalog is in', async () => {
    at('', ['ar-EG', 'en'])
    const { result } = renderHook(() => useUiLocale())
    expect(result.current).toBeNull()
    await waitFor(() => expect(result.current).toBe('ar'), loaded)
    expect(i18n.locale).toBe('ar')
    expect([html.lang, html.dir]).toEqual(['ar', 'rtl'])
  })

  it('at start: ?lng= (a shared link wins), else the saved choice, else the browser', async () => {
    at('?lng=ko', ['de'])
    useSettingsStore.getState().setLocale('ja')
    const first = renderHook(() => useUiLocale())
    await waitFor(() => expect(first.result.current).toBe('ko'), loaded)
    first.unmount()
    at('', ['de'])
    const second = renderHook(() => useUiLocale())
    await waitFor(() => expect(second.result.current).toBe('ja'), loaded)
    second.unmount()
    useSettingsStore.getState().setLocale(null)
    const third = renderHook(() => useUiLocale())
    await waitFor(() => expect(third.result.current).toBe('de'), loaded)
  })

  it('a choice in the settings applies at once, over the ?lng= the page opened with; clearing it picks again', async () => {
    at('?lng=de', ['fr'])
    const { result } = renderHook(() => useUiLocale())
    await waitFor(() => expect(result.current).toBe('de'), loaded)
    act(() => useSettingsStore.getState().setLocale('ar'))
    await waitFor(() => expect(result.current).toBe('ar'), loaded)
    expect([i18n.locale, html.lang, html.dir]).toEqual(['ar', 'ar', 'rtl'])
    act(() => useSettingsStore.getState().setLocale('ja'))
    await waitFor(() => expect(result.current).toBe('ja'), loaded)
    expect([html.lang, html.dir]).toEqual(['ja', 'ltr'])
    // Back to no choice, as the page opened: its ?lng= again.
    act(() => useSettingsStore.getState().setLocale(null))
    await waitFor(() => expect(result.current).toBe('de'), loaded)
  })
})
