// @vitest-environment jsdom
import { I18nProvider } from '@lingui/react'
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { useModalStore } from '@/entities/modal'
import { i18n } from '@/lib/i18n'
import { HeaderMenu } from './HeaderMenu'

beforeEach(() => useModalStore.setState({ openModal: null }))
afterEach(cleanup)

describe('HeaderMenu', () => {
  it('shows the version and the commit the build was made from', async () => {
    render(
      <I18nProvider i18n={i18n}>
        <HeaderMenu />
      </I18nProvider>,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }))
    const dialog = screen.getByRole('dialog', { name: 'Menu' })
    // vitest.config.ts defines the build's version and commit for tests.
    expect(await within(dialog).findByText('Version 0.1.0 (commit 0123456789ab)')).toBeTruthy()
  })
})
