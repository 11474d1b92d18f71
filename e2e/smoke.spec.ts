import { expect, test } from './fixtures/test'

test('the production build for the devnet loads without console errors', async ({ page }) => {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  await page.goto('/')
  await expect(page.getByRole('heading', { name: 'UCASH Exchange' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Swap' })).toBeVisible()
  expect(errors).toEqual([])
})

test('?lng=de loads the German catalog on demand', async ({ page }) => {
  await page.goto('/?lng=de')
  await expect(page.getByRole('heading', { name: 'Tauschen' })).toBeVisible()
})

test('?lng=de also translates the wallet picker', async ({ page }) => {
  await page.goto('/?lng=de')
  await page.getByRole('banner').getByRole('button', { name: 'Wallet verbinden' }).click()
  await expect(page.getByRole('dialog')).toContainText('Wallet verbinden')
})
