import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { usePopupStore } from './popupStore'

const txn = (success: boolean) => ({ txn: { hash: `0x${'1'.repeat(64)}` as const, chainId: 1, success } })
const shown = () => usePopupStore.getState().popups.filter((p) => p.show)

beforeEach(() => {
  vi.useFakeTimers()
  usePopupStore.setState({ popups: [] })
})
afterEach(() => vi.useRealTimers())

describe('popups', () => {
  it('hide themselves after 15 s by default', () => {
    usePopupStore.getState().addPopup(txn(true))
    vi.advanceTimersByTime(14_999)
    expect(shown()).toHaveLength(1)
    vi.advanceTimersByTime(1)
    expect(shown()).toHaveLength(0)
  })
  it('stay until dismissed without removeAfterMs', () => {
    const key = usePopupStore.getState().addPopup(txn(true), { removeAfterMs: null })
    vi.advanceTimersByTime(60_000)
    expect(shown()).toHaveLength(1)
    usePopupStore.getState().removePopup(key)
    expect(shown()).toHaveLength(0)
  })
  it('replace a popup with the same key, restarting its timer', () => {
    usePopupStore.getState().addPopup(txn(true), { key: 'k', removeAfterMs: 1_000 })
    vi.advanceTimersByTime(900)
    usePopupStore.getState().addPopup(txn(false), { key: 'k', removeAfterMs: 1_000 })
    vi.advanceTimersByTime(900)
    expect(shown()).toHaveLength(1)
    expect(shown()[0]?.content).toEqual(txn(false))
  })
})
