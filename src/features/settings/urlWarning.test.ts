import { describe, expect, it } from 'vitest'
import { APP_HOST, shouldShowUrlWarning } from './urlWarning'

const desktop = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/120'
const phone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148'

describe('shouldShowUrlWarning', () => {
  it('shows on mobile anywhere and on desktop only on the product host', () => {
    expect(shouldShowUrlWarning(true, 'localhost', phone)).toBe(true)
    expect(shouldShowUrlWarning(true, APP_HOST, desktop)).toBe(true)
    expect(shouldShowUrlWarning(true, 'evil.example', desktop)).toBe(false)
  })
  it('stays hidden once dismissed', () => {
    expect(shouldShowUrlWarning(false, APP_HOST, phone)).toBe(false)
  })
})
