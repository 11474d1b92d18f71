// @vitest-environment jsdom
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { SkipLink, focusMainContent } from './SkipLink'

afterEach(() => {
  document.body.innerHTML = ''
})

describe('focusMainContent', () => {
  it('default: focuses the main content, made focusable by script only', () => {
    document.body.innerHTML = '<header><button>menu</button></header><main><h2>Swap</h2></main>'
    expect(focusMainContent()).toBe(true)
    const main = document.querySelector('main')!
    expect(document.activeElement).toBe(main)
    expect(main.getAttribute('tabindex')).toBe('-1')
  })

  it('behavior: keeps a tabindex the main content already has', () => {
    document.body.innerHTML = '<main tabindex="0"></main>'
    focusMainContent()
    expect(document.querySelector('main')!.getAttribute('tabindex')).toBe('0')
  })

  it('behavior: without a main element, focus stays and it says so', () => {
    document.body.innerHTML = '<button>only</button>'
    const button = document.querySelector('button')!
    button.focus()
    expect(focusMainContent()).toBe(false)
    expect(document.activeElement).toBe(button)
  })
})

describe('SkipLink', () => {
  it('behavior: following it moves focus to the main content instead of navigating', () => {
    render(
      <I18nProvider i18n={i18n}>
        <SkipLink />
        <main>content</main>
      </I18nProvider>,
    )
    const link = screen.getByRole('link', { name: 'Skip to content' })
    const notPrevented = fireEvent.click(link)
    expect(notPrevented).toBe(false)
    expect(document.activeElement).toBe(screen.getByRole('main'))
  })
})
