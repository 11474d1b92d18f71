// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { type ModalName, useModalStore } from './modalStore'
import { useModal } from './useModal'

const openModal = () => useModalStore.getState().openModal

function renderModal(name: ModalName) {
  const onClosed = vi.fn()
  const hook = renderHook(({ callback }) => useModal(name, callback), { initialProps: { callback: onClosed } })
  return { ...hook, onClosed }
}

beforeEach(() => useModalStore.setState({ openModal: null }))
afterEach(cleanup)

describe('useModal', () => {
  it('opening B closes A, and A is dismissed (its cleanup runs once), B is not', () => {
    const a = renderModal('confirmSwap')
    const b = renderModal('account')
    act(() => a.result.current.show())
    expect(a.result.current.open).toBe(true)
    expect(b.result.current.open).toBe(false)

    act(() => b.result.current.show())
    expect(openModal()).toBe('account')
    expect(a.result.current.open).toBe(false)
    expect(b.result.current.open).toBe(true)
    expect(a.onClosed).toHaveBeenCalledOnce()
    expect(b.onClosed).not.toHaveBeenCalled()
  })

  it('a modal opened elsewhere through the store (a header button, a popup) dismisses it too', () => {
    const confirm = renderModal('confirmAdd')
    act(() => confirm.result.current.show())
    act(() => useModalStore.getState().toggleModal('claim'))
    expect(confirm.result.current.open).toBe(false)
    expect(confirm.onClosed).toHaveBeenCalledOnce()
  })

  it("the user's close runs the cleanup once; close() while another modal is open leaves that one alone", () => {
    const confirm = renderModal('confirmRemove')
    act(() => confirm.result.current.show())
    act(() => confirm.result.current.close())
    expect(openModal()).toBeNull()
    expect(confirm.onClosed).toHaveBeenCalledOnce()

    act(() => useModalStore.getState().showModal('settings'))
    act(() => confirm.result.current.close())
    expect(openModal()).toBe('settings')
    expect(confirm.onClosed).toHaveBeenCalledOnce()
  })

  it('showing an open modal again does not dismiss it', () => {
    const confirm = renderModal('unsupportedAssets')
    act(() => confirm.result.current.show())
    act(() => confirm.result.current.show())
    expect(confirm.result.current.open).toBe(true)
    expect(confirm.onClosed).not.toHaveBeenCalled()
  })

  it('the cleanup is the latest render’s (it sees the current attempt, not the one at opening)', () => {
    const confirm = renderModal('confirmSwap')
    act(() => confirm.result.current.show())
    const latest = vi.fn()
    confirm.rerender({ callback: latest })
    act(() => useModalStore.getState().showModal('account'))
    expect(latest).toHaveBeenCalledOnce()
    expect(confirm.onClosed).not.toHaveBeenCalled()
  })

  it('leaving the screen closes its open modal without the cleanup; another open modal stays', () => {
    const confirm = renderModal('confirmSwap')
    act(() => confirm.result.current.show())
    confirm.unmount()
    expect(openModal()).toBeNull()
    expect(confirm.onClosed).not.toHaveBeenCalled()

    const other = renderModal('confirmAdd')
    act(() => useModalStore.getState().showModal('account'))
    other.unmount()
    expect(openModal()).toBe('account')
  })
})
