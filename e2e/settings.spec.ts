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
