import { beforeEach, describe, expect, it } from 'vitest'
import { useModalStore } from './modalStore'

beforeEach(() => useModalStore.setState({ openModal: null }))

describe('modals', () => {
  it('one at a time; toggling the open one closes it', () => {
    const { toggleModal } = useModalStore.getState()
    toggleModal('account')
    expect(useModalStore.getState().openModal).toBe('account')
    toggleModal('settings')
    expect(useModalStore.getState().openModal).toBe('settings')
    toggleModal('settings')
    expect(useModalStore.getState().openModal).toBeNull()
  })
})
