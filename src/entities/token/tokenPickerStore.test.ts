import { beforeEach, describe, expect, it, vi } from 'vitest'
import { useModalStore } from '@/entities/modal'
import { useTokenPickerStore } from './tokenPickerStore'

const importRequest = () => ({ mode: 'import' as const, chainId: 1, tokens: [], onImport: vi.fn(), onDismiss: vi.fn() })

beforeEach(() => {
  useModalStore.setState({ openModal: null })
  useTokenPickerStore.setState({ request: null })
})

describe('tokenPickerStore', () => {
  it('behavior: another modal replacing an import warning dismisses it, once', () => {
    const request = importRequest()
    useTokenPickerStore.getState().open(request)
    expect(useModalStore.getState().openModal).toBe('tokenPicker')
    useModalStore.getState().showModal('account')
    expect(request.onDismiss).toHaveBeenCalledTimes(1)
    expect(useTokenPickerStore.getState().request).toBeNull()
    expect(useModalStore.getState().openModal).toBe('account')
  })

  it('behavior: an answered request is not dismissed when the modal closes', () => {
    const request = importRequest()
    useTokenPickerStore.getState().open(request)
    useTokenPickerStore.getState().complete()
    expect(request.onDismiss).not.toHaveBeenCalled()
    expect(useModalStore.getState().openModal).toBeNull()
  })

  it('behavior: closing dismisses once and leaves no modal open', () => {
    const request = importRequest()
    useTokenPickerStore.getState().open(request)
    useTokenPickerStore.getState().close()
    expect(request.onDismiss).toHaveBeenCalledTimes(1)
    expect(useModalStore.getState().openModal).toBeNull()
  })
})
