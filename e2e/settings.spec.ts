import { expect, test } from './fixtures/test'

const html = (page: import('@playwright/test').Page) => page.locator('html')

test('the theme toggle switches dark mode, and the choice survives a reload', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' })
  await page.goto('/')
  const toggle = page.getByRole('button', { name: 'Dark mode' })
  await expect(toggle).toHaveAttribute('aria-pressed', 'false')
  await expect(html(page)).not.toHaveClass(/dark/)
  await toggle.click()
  await expect(html(page)).toHaveClass(/dark/)
  await page.reload()
  await expect(html(page)).toHaveClass(/dark/)
  await expect(page.getByRole('button', { name: 'Dark mode' })).toHaveAttribute('aria-pressed', 'true')
})

test('?theme= sets the colour mode, case-insensitively', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' })
  await page.goto('/?theme=DARK')
  await expect(html(page)).toHaveClass(/dark/)
  await page.goto('/?theme=light')
  await expect(html(page)).not.toHaveClass(/dark/)
})

test('corrupt stored settings reset to defaults without breaking the app', async ({ page }) => {
  await page.goto('/')
  await page.evaluate(() => localStorage.setItem('ucash.settings', '{broken'))
  await page.reload()
  await expect(page.getByRole('heading', { level: 2, name: 'Swap' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Dark mode' })).toBeVisible()
})

test('the language menu (header menu): 日本語 translates the app and <html lang>, العربية turns it right to left, and the choice survives a reload', async ({
  page,
}) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 2, name: 'Swap' })).toBeVisible()
  await expect(html(page)).toHaveAttribute('lang', 'en')
  await page.getByRole('button', { name: 'Menu' }).click()
  const language = page.getByRole('dialog', { name: 'Menu' }).getByRole('combobox', { name: 'Language' })
  await expect(language.getByRole('option', { name: '日本語' })).toHaveAttribute('lang', 'ja')
  await language.selectOption({ label: '日本語' })
  // At once: the open dialog is in Japanese, and so is the page behind it once it closes.
  await expect(page.getByRole('dialog', { name: 'メニュー' })).toBeVisible()
  await expect(html(page)).toHaveAttribute('lang', 'ja')
  await expect(html(page)).toHaveAttribute('dir', 'ltr')
  await page.keyboard.press('Escape')
  await expect(page.getByRole('heading', { level: 2, name: 'スワップ' })).toBeVisible()

  await page.getByRole('button', { name: 'メニュー' }).click()
  await page
    .getByRole('dialog', { name: 'メニュー' })
    .getByRole('combobox', { name: '言語' })
    .selectOption({ label: 'العربية' })
  await expect(html(page)).toHaveAttribute('dir', 'rtl')
  await expect(html(page)).toHaveAttribute('lang', 'ar')
  await page.keyboard.press('Escape')
  await expect(page.getByRole('heading', { level: 2, name: 'مبادلة' })).toBeVisible()

  await page.reload()
  await expect(page.getByRole('heading', { level: 2, name: 'مبادلة' })).toBeVisible()
  await expect(html(page)).toHaveAttribute('dir', 'rtl')
  await expect(html(page)).toHaveAttribute('lang', 'ar')
})

test('?lng=pseudo (development and devnet builds) shows every extracted text accented, and wins over a saved choice', async ({
  page,
}) => {
  await page.goto('/')
  await page.evaluate(() => {
    const stored = JSON.parse(localStorage.getItem('ucash.settings') ?? '{}') as { state?: object; version?: number }
    localStorage.setItem(
      'ucash.settings',
      JSON.stringify({ version: 4, ...stored, state: { ...stored.state, userLocale: 'ja' } }),
    )
  })
  await page.goto('/?lng=pseudo')
  await expect(html(page)).toHaveAttribute('lang', 'en-XA')
  await expect(page.getByRole('heading', { level: 2, name: 'Śŵàƥ' })).toBeVisible()
})
