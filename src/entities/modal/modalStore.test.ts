import { beforeEach, describe, expect, it } from 'vitest'
import { useModalStore } from './modalStore'

const open = () => useModalStore.getState().openModal
const { toggleModal, showModal, closeModal } = useModalStore.getState()

beforeEach(() => useModalStore.setState({ openModal: null }))

describe('modals', () => {
  it('starts with none open', () => expect(open()).toBeNull())

  it('toggling opens a modal, toggling it again closes it', () => {
    toggleModal('account')
    expect(open()).toBe('account')
    toggleModal('account')
    expect(open()).toBeNull()
  })

  it('opening another closes the first: one at a time', () => {
    toggleModal('account')
    toggleModal('settings')
    expect(open()).toBe('settings')
    toggleModal('account')
    expect(open()).toBe('account')
  })

  it('showModal opens a modal, closes any other, and keeps an open one open', () => {
    toggleModal('account')
    showModal('tokenPicker')
    expect(open()).toBe('tokenPicker')
    showModal('tokenPicker')
    expect(open()).toBe('tokenPicker')
  })

  it('closeModal closes whichever is open', () => {
    toggleModal('claim')
    closeModal()
    expect(open()).toBeNull()
    closeModal()
    expect(open()).toBeNull()
  })
})
