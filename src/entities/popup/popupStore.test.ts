import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { type PopupContent, selectActivePopups, usePopupStore } from './popupStore'

const txn = (success: boolean, summary?: string): PopupContent => ({
  txn: { hash: `0x${'1'.repeat(64)}`, chainId: 1, success, summary },
})
const listUpdate: PopupContent = {
  listUpdate: { listUrl: 'https://example.org/list.json', oldVersion: '1.0.0', newVersion: '2.0.0', auto: false },
}
const store = () => usePopupStore.getState()
const shown = () => selectActivePopups(store())

beforeEach(() => {
  vi.useFakeTimers()
  usePopupStore.setState({ popups: [] })
})
afterEach(() => {
  vi.clearAllTimers()
  vi.useRealTimers()
})

describe('addPopup', () => {
  it('default: shows the popup with a generated key and closes it after 15000 ms', () => {
    const key = store().addPopup({ content: txn(true, 'Swap') })
    expect(store().popups).toEqual([{ key, show: true, content: txn(true, 'Swap'), removeAfterMs: 15_000 }])
    vi.advanceTimersByTime(14_999)
    expect(shown()).toHaveLength(1)
    vi.advanceTimersByTime(1)
    expect(shown()).toHaveLength(0)
  })

  it('args: a custom removeAfterMs', () => {
    store().addPopup({ content: listUpdate, removeAfterMs: 500 })
    vi.advanceTimersByTime(499)
    expect(shown()).toHaveLength(1)
    vi.advanceTimersByTime(1)
    expect(shown()).toHaveLength(0)
  })

  it('args: removeAfterMs null stays until dismissed', () => {
    const key = store().addPopup({ content: listUpdate, removeAfterMs: null })
    vi.advanceTimersByTime(3_600_000)
    expect(shown()).toHaveLength(1)
    store().removePopup(key)
    expect(shown()).toHaveLength(0)
  })

  it('args: the (content, options) form', () => {
    const key = store().addPopup(txn(false), { key: 'tx', removeAfterMs: null })
    expect(key).toBe('tx')
    expect(store().popups).toEqual([{ key: 'tx', show: true, content: txn(false), removeAfterMs: null }])
  })

  it('behavior: generated keys are distinct', () => {
    const a = store().addPopup({ content: txn(true) })
    const b = store().addPopup({ content: txn(true) })
    expect(a).not.toBe(b)
    expect(shown()).toHaveLength(2)
  })

  it('behavior: an existing key is replaced, restarting its timer', () => {
    store().addPopup({ content: txn(true), key: 'k', removeAfterMs: 1_000 })
    vi.advanceTimersByTime(900)
    store().addPopup({ content: txn(false), key: 'k', removeAfterMs: 1_000 })
    vi.advanceTimersByTime(900)
    expect(store().popups).toHaveLength(1)
    expect(shown()[0]?.content).toEqual(txn(false))
    vi.advanceTimersByTime(100)
    expect(shown()).toHaveLength(0)
  })

  it('behavior: replacing with removeAfterMs null cancels the old timer', () => {
    store().addPopup({ content: txn(true), key: 'k' })
    store().addPopup({ content: txn(true), key: 'k', removeAfterMs: null })
    vi.advanceTimersByTime(60_000)
    expect(shown()).toHaveLength(1)
  })

  it('behavior: re-adding a hidden key shows it again', () => {
    store().addPopup({ content: txn(true), key: 'k' })
    store().removePopup('k')
    store().addPopup({ content: txn(true), key: 'k' })
    expect(shown().map((p) => p.key)).toEqual(['k'])
  })
})

describe('removePopup', () => {
  it('hides only that popup and stops its timer', () => {
    store().addPopup({ content: txn(true), key: 'a' })
    store().addPopup({ content: txn(true), key: 'b', removeAfterMs: null })
    store().removePopup('a')
    expect(shown().map((p) => p.key)).toEqual(['b'])
    expect(store().popups.find((p) => p.key === 'a')?.show).toBe(false)
    expect(vi.getTimerCount()).toBe(0)
  })

  it('ignores an unknown key', () => {
    store().addPopup({ content: txn(true), key: 'a' })
    store().removePopup('nope')
    expect(shown()).toHaveLength(1)
  })
})
