import { describe, expect, it } from 'vitest'
import { DRAG_CLOSE_PX, closesOnRelease, dragOffset, dragTransform, touchActionAt } from './dragToClose'

describe('drag to close (spec section 9: generic dialogs close when dragged down beyond 300 px)', () => {
  it.each([
    // [start y, end y, offset, closes]
    [100, 100, 0, false],
    [100, 250, 150, false],
    [100, 400, 300, false], // exactly 300 px is not beyond it
    [100, 401, 301, true],
    [0, 700, 700, true],
    [400, 100, 0, false], // dragged up: the dialog stays put
    [400, 50, 0, false], // far up is not "far" either
    [10.5, 311, 300.5, true],
  ])('a drag from y=%d to y=%d moves the dialog %d px down and closes it: %s', (start, end, offset, closes) => {
    expect(dragOffset(start, end)).toBe(offset)
    expect(closesOnRelease(dragOffset(start, end))).toBe(closes)
  })

  it('the threshold is the spec’s 300 px', () => {
    expect(DRAG_CLOSE_PX).toBe(300)
  })
})

describe('what the panel looks like while dragged', () => {
  it.each([
    [0, ''],
    [1, 'translateY(1px)'],
    [120.5, 'translateY(120.5px)'],
  ])('offset %d px: transform %j', (offset, transform) => {
    expect(dragTransform(offset)).toBe(transform)
  })

  it.each([
    [0, ''],
    [1, 'auto'],
    [400, 'auto'],
  ])(
    'scrolled to %d px: touch-action %j (empty: the class’s pan-x pan-down, so a finger moving down drags)',
    (scrollTop, touchAction) => {
      expect(touchActionAt(scrollTop)).toBe(touchAction)
    },
  )
})
