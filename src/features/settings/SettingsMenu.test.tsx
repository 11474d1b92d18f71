// @vitest-environment jsdom
import { I18nProvider } from '@lingui/react'
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { useModalStore } from '@/entities/modal'
import { useSettingsStore } from '@/entities/settings'
import { i18n } from '@/lib/i18n'
import { SettingsMenu } from './SettingsMenu'

const initial = useSettingsStore.getState()
const settings = () => useSettingsStore.getState()

/** Opens the menu and waits for its content (loaded on demand). */
async function openMenu() {
  render(
    <I18nProvider i18n={i18n}>
      <SettingsMenu />
    </I18nProvider>,
  )
  fireEvent.click(screen.getByRole('button', { name: 'Settings' }))
  const dialog = screen.getByRole('dialog', { name: 'Settings' })
  await within(dialog).findByText('Transaction Settings')
  return dialog
}

const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } })
const customSlippage = () => screen.getByRole('textbox', { name: 'Custom slippage' })
const deadline = () => screen.getByRole('textbox', { name: 'Transaction deadline' })
const toggle = (name: string) => screen.getByRole('switch', { name })
const pressed = (name: string) => screen.getByRole('button', { name }).getAttribute('aria-pressed')

beforeEach(() => {
  localStorage.clear()
  useSettingsStore.setState(initial, true)
  useModalStore.setState({ openModal: null })
  document.documentElement.classList.remove('dark')
})
afterEach(cleanup)

describe('SettingsMenu', () => {
  it('default: the gear opens the settings dialog through the modal store, and focus returns to it on close', async () => {
    render(
      <I18nProvider i18n={i18n}>
        <SettingsMenu />
      </I18nProvider>,
    )
    const gear = screen.getByRole('button', { name: 'Settings' })
    expect(gear.getAttribute('aria-expanded')).toBe('false')
    expect(screen.queryByRole('dialog')).toBeNull()
    gear.focus()
    fireEvent.click(gear)
    expect(useModalStore.getState().openModal).toBe('settings')
    expect(gear.getAttribute('aria-expanded')).toBe('true')
    const dialog = screen.getByRole('dialog', { name: 'Settings' })
    await within(dialog).findByText('Transaction Settings')
    for (const text of [
      'Transaction Settings',
      'Slippage tolerance',
      'Transaction deadline',
      'minutes',
      'Interface Settings',
    ]) {
      expect(dialog.textContent).toContain(text)
    }
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(useModalStore.getState().openModal).toBeNull()
    expect(screen.queryByRole('dialog')).toBeNull()
    await waitFor(() => expect(document.activeElement).toBe(gear))
  })

  it('behavior: Escape closes it and focus goes back to the gear', async () => {
    await openMenu()
    const gear = screen.getByRole('button', { name: 'Settings', hidden: true })
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' })
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(useModalStore.getState().openModal).toBeNull()
    await waitFor(() => expect(document.activeElement).toBe(gear))
    expect(gear.getAttribute('aria-expanded')).toBe('false')
  })

  it('behavior: another modal opening closes it (one modal at a time)', async () => {
    await openMenu()
    act(() => useModalStore.getState().toggleModal('account'))
    expect(screen.queryByRole('dialog', { name: 'Settings' })).toBeNull()
  })

  it('behavior: the presets set 10, 50 and 100 basis points and show which one is active', async () => {
    await openMenu()
    expect(pressed('0.5%')).toBe('true')
    fireEvent.click(screen.getByRole('button', { name: '0.1%' }))
    expect(settings().userSlippageTolerance).toBe(10)
    expect([pressed('0.1%'), pressed('0.5%'), pressed('1%')]).toEqual(['true', 'false', 'false'])
    fireEvent.click(screen.getByRole('button', { name: '1%' }))
    expect(settings().userSlippageTolerance).toBe(100)
    fireEvent.click(screen.getByRole('button', { name: '0.5%' }))
    expect(settings().userSlippageTolerance).toBe(50)
    expect([pressed('0.1%'), pressed('0.5%'), pressed('1%')]).toEqual(['false', 'true', 'false'])
  })

  it('behavior: a valid custom slippage is saved as typed; a preset clears the box', async () => {
    await openMenu()
    expect(customSlippage().getAttribute('placeholder')).toBe('0.50')
    type(customSlippage(), '0.7')
    expect(settings().userSlippageTolerance).toBe(70)
    expect(customSlippage().getAttribute('aria-invalid')).toBe('false')
    expect(customSlippage().getAttribute('placeholder')).toBe('0.70')
    expect([pressed('0.1%'), pressed('0.5%'), pressed('1%')]).toEqual(['false', 'false', 'false'])
    fireEvent.click(screen.getByRole('button', { name: '1%' }))
    expect((customSlippage() as HTMLInputElement).value).toBe('')
    expect(settings().userSlippageTolerance).toBe(100)
  })

  it.each(['60', 'abc'])(
    "error: custom slippage '%s' shows 'Enter a valid slippage percentage' and keeps the old value",
    async (text) => {
      await openMenu()
      type(customSlippage(), text)
      expect(screen.getByText('Enter a valid slippage percentage')).toBeTruthy()
      expect(customSlippage().getAttribute('aria-invalid')).toBe('true')
      expect(settings().userSlippageTolerance).toBe(50)
      type(customSlippage(), '')
      expect(screen.queryByText('Enter a valid slippage percentage')).toBeNull()
    },
  )

  it('behavior: warns below 0.5% and above 5%, not in between', async () => {
    await openMenu()
    expect(screen.queryByText('Your transaction may fail')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: '0.1%' }))
    expect(screen.getByText('Your transaction may fail')).toBeTruthy()
    type(customSlippage(), '6')
    expect(settings().userSlippageTolerance).toBe(600)
    expect(screen.getByText('Your transaction may be frontrun')).toBeTruthy()
    expect(screen.queryByText('Your transaction may fail')).toBeNull()
    type(customSlippage(), '1.5')
    expect(screen.queryByText(/Your transaction may/)).toBeNull()
  })

  it('default: the slippage and deadline controls carry their hints', async () => {
    await openMenu()
    const slippageHint = 'Your transaction will revert if the price changes unfavorably by more than this percentage.'
    expect(screen.getByRole('group', { name: 'Slippage tolerance', description: slippageHint })).toBeTruthy()
    expect(screen.getByRole('textbox', { name: 'Custom slippage', description: slippageHint })).toBeTruthy()
    type(customSlippage(), 'abc')
    expect(
      screen.getByRole('textbox', {
        name: 'Custom slippage',
        description: `${slippageHint} Enter a valid slippage percentage`,
      }),
    ).toBeTruthy()
    const deadlineHint = 'Your transaction will revert if it is pending for more than this long.'
    expect(screen.getByRole('textbox', { name: 'Transaction deadline', description: deadlineHint })).toBeTruthy()
  })

  it('behavior: the longest deadline, 4320 minutes (three days), is saved', async () => {
    await openMenu()
    type(deadline(), '4320')
    expect(settings().userDeadline).toBe(259_200)
    expect(deadline().getAttribute('aria-invalid')).toBe('false')
  })

  it('behavior: a deadline of 30 minutes is saved as 1800 seconds', async () => {
    await openMenu()
    expect(deadline().getAttribute('placeholder')).toBe('20')
    type(deadline(), '30')
    expect(settings().userDeadline).toBe(1800)
    expect(deadline().getAttribute('aria-invalid')).toBe('false')
  })

  it.each(['0', '1.5', '-3', '4321'])("error: deadline '%s' is marked invalid and not saved", async (text) => {
    await openMenu()
    type(deadline(), '30')
    type(deadline(), text)
    expect(deadline().getAttribute('aria-invalid')).toBe('true')
    expect(settings().userDeadline).toBe(1800)
  })

  it("behavior: expert mode turns on only after typing exactly 'confirm', and off with one click", async () => {
    await openMenu()
    fireEvent.click(toggle('Toggle Expert Mode'))
    expect(settings().userExpertMode).toBe(false)
    const dialog = screen.getByRole('dialog', { name: 'Are you sure?' })
    expect(dialog.textContent).toContain(
      'Expert mode turns off the confirm transaction prompt and allows high slippage trades that often result in bad rates and lost funds.',
    )
    expect(dialog.textContent).toContain('ONLY USE THIS MODE IF YOU KNOW WHAT YOU ARE DOING.')
    const input = screen.getByRole('textbox', { name: 'Type confirm to enable expert mode' })
    expect(document.activeElement).toBe(input)
    const turnOn = screen.getByRole('button', { name: 'Turn On Expert Mode' }) as HTMLButtonElement
    for (const text of ['', 'Confirm', 'confirm ', 'CONFIRM', 'conf']) {
      type(input, text)
      expect(turnOn.disabled).toBe(true)
    }
    fireEvent.submit(input)
    expect(settings().userExpertMode).toBe(false)
    type(input, 'confirm')
    expect(turnOn.disabled).toBe(false)
    fireEvent.click(turnOn)
    expect(settings().userExpertMode).toBe(true)
    screen.getByRole('dialog', { name: 'Settings' })
    expect(toggle('Toggle Expert Mode').getAttribute('aria-checked')).toBe('true')
    expect(document.activeElement).toBe(toggle('Toggle Expert Mode'))
    fireEvent.click(toggle('Toggle Expert Mode'))
    expect(settings().userExpertMode).toBe(false)
    expect(toggle('Toggle Expert Mode').getAttribute('aria-checked')).toBe('false')
  })

  it('behavior: Back or closing cancels the expert mode confirmation', async () => {
    await openMenu()
    expect(toggle('Toggle Expert Mode')).toBeTruthy()
    fireEvent.click(toggle('Toggle Expert Mode'))
    type(screen.getByRole('textbox', { name: 'Type confirm to enable expert mode' }), 'confirm')
    fireEvent.click(screen.getByRole('button', { name: 'Back' }))
    expect(settings().userExpertMode).toBe(false)
    expect(document.activeElement).toBe(toggle('Toggle Expert Mode'))
    fireEvent.click(toggle('Toggle Expert Mode'))
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Settings' }))
    expect(screen.getByRole('dialog', { name: 'Settings' })).toBeTruthy()
    expect(settings().userExpertMode).toBe(false)
  })

  it('behavior: the multihop, exact approval and dark mode switches', async () => {
    await openMenu()
    const hint = 'Bypasses confirmation modals and allows high slippage trades. Use at your own risk.'
    expect(screen.getByRole('switch', { name: 'Toggle Expert Mode', description: hint })).toBeTruthy()
    expect(
      screen.getByRole('switch', { name: 'Disable Multihops', description: 'Restricts swaps to direct pairs only.' }),
    ).toBeTruthy()
    const exactHint =
      'Approve only the amount of each trade instead of an unlimited amount; you approve again for every trade.'
    expect(screen.getByRole('switch', { name: 'Approve exact amounts', description: exactHint })).toBeTruthy()

    for (const [name, key] of [
      ['Disable Multihops', 'userSingleHopOnly'],
      ['Approve exact amounts', 'userExactApproval'],
      ['Toggle Dark Mode', 'userDarkMode'],
    ] as const) {
      expect(toggle(name).getAttribute('aria-checked')).toBe('false')
      fireEvent.click(toggle(name))
      expect(settings()[key]).toBe(true)
      expect(toggle(name).getAttribute('aria-checked')).toBe('true')
      fireEvent.click(toggle(name))
      expect(settings()[key]).toBe(false)
    }
  })

  it('behavior: the dark mode switch starts from the applied system mode when there is no choice', async () => {
    document.documentElement.classList.add('dark')
    await openMenu()
    expect(toggle('Toggle Dark Mode').getAttribute('aria-checked')).toBe('true')
    fireEvent.click(toggle('Toggle Dark Mode'))
    expect(settings().userDarkMode).toBe(false)
  })

  it('behavior: the language is not here: it moved to the header menu (LanguageMenu)', async () => {
    const dialog = await openMenu()
    expect(within(dialog).queryByRole('combobox')).toBeNull()
    expect(dialog.textContent).not.toContain('Language')
  })
})
