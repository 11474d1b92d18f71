/**
 * Drag down to close (spec 9, issue 17): a touch drag past 300 px closes a dialog, a shorter one snaps back, a mouse
 * drag moves nothing, the keyboard is unchanged. Real touches through DevTools, so the panel's touch-action is tested;
 * reads after a touch wait for `data-dragging`, as the browser acks touches before the page's handlers run.
 */
import type { CDPSession, Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures/test'

test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true })

/** Touches at (x, y) and moves the finger `dy` px down in steps; `release` lifts it (else the finger stays down). */
async function touchDrag(cdp: CDPSession, x: number, y: number, dy: number, release = true): Promise<void> {
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] })
  for (let step = 1; step <= 6; step++)
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y: y + (dy * step) / 6 }] })
  if (release) await lift(cdp)
}
const lift = (cdp: CDPSession) => cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })

/** The panel's vertical offset from its resting place (its transform, on top of its centring translate). */
const offsetY = (panel: Locator) =>
  panel.evaluate((element) => new DOMMatrixReadOnly(getComputedStyle(element).transform).m42)

async function openSettings(page: Page): Promise<{ gear: Locator; panel: Locator; grip: { x: number; y: number } }> {
  const gear = page.getByRole('button', { name: 'Settings' })
  await gear.focus()
  await page.keyboard.press('Enter')
  const panel = page.getByRole('dialog', { name: 'Settings' })
  await expect(panel).toBeVisible()
  // The body loads on demand and the panel is centred: measure once it is in, so the title stays where the finger goes.
  await expect(panel.getByText('Transaction Settings')).toBeVisible()
  // The finger goes on the dialog's title, as on a sheet's top edge.
  const box = (await panel.getByRole('heading', { name: 'Settings', exact: true }).boundingBox())!
  return { gear, panel, grip: { x: box.x + box.width / 2, y: box.y + box.height / 2 } }
}

test('a touch drag beyond 300 px closes a dialog and focus returns to its opener; a shorter one snaps back; a mouse drag and the keyboard work as before', async ({
  page,
}) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 2, name: 'Swap' })).toBeVisible()
  const cdp = await page.context().newCDPSession(page)

  await test.step('a 200 px drag: the dialog follows the finger, then snaps back, animated', async () => {
    const { panel, grip } = await openSettings(page)
    await touchDrag(cdp, grip.x, grip.y, 200, false)
    await expect(panel).toHaveAttribute('data-dragging')
    await expect.poll(() => offsetY(panel)).toBeCloseTo(200, 0)
    await lift(cdp)
    await expect(panel).not.toHaveAttribute('data-dragging')
    await expect(panel).toBeVisible()
    expect(await panel.evaluate((element) => getComputedStyle(element).transitionDuration)).toBe('0.2s')
    await expect.poll(() => offsetY(panel)).toBe(0)
  })

  await test.step('reduced motion: the snap back is not animated', async () => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    const panel = page.getByRole('dialog', { name: 'Settings' })
    const grip = (await panel.getByRole('heading', { name: 'Settings', exact: true }).boundingBox())!
    await touchDrag(cdp, grip.x + 10, grip.y + 5, 300, false)
    await expect.poll(() => offsetY(panel)).toBeCloseTo(300, 0)
    await lift(cdp)
    await expect(panel).not.toHaveAttribute('data-dragging')
    // Exactly 300 px is not beyond 300 px: still open.
    await expect(panel).toBeVisible()
    // At once: no transition at all (the app-wide reduced-motion rule alone leaves a 0.01 ms one, which holds the old
    // offset until the next frame), so the offset is 0 as soon as the handlers have run.
    expect(await panel.evaluate((element) => getComputedStyle(element).transitionProperty)).toBe('none')
    expect(await offsetY(panel)).toBe(0)
    await page.emulateMedia({ reducedMotion: 'no-preference' })
  })

  await test.step('a mouse drag of 400 px moves nothing', async () => {
    const panel = page.getByRole('dialog', { name: 'Settings' })
    const grip = (await panel.getByRole('heading', { name: 'Settings', exact: true }).boundingBox())!
    await page.mouse.move(grip.x + 10, grip.y + 5)
    await page.mouse.down()
    await page.mouse.move(grip.x + 10, grip.y + 405, { steps: 4 })
    expect(await offsetY(panel)).toBe(0)
    await page.mouse.up()
    await expect(panel).toBeVisible()
  })

  await test.step('Escape still closes it, and focus returns to the opener', async () => {
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Settings' })).toBeFocused()
  })

  await test.step('a 320 px drag closes it, and focus returns to the opener', async () => {
    const { gear, panel, grip } = await openSettings(page)
    await touchDrag(cdp, grip.x, grip.y, 320)
    await expect(panel).toHaveCount(0)
    await expect(gear).toBeFocused()
  })
})
