export { type ModalName, type ModalState, useModalStore } from './modalStore'
export { type ModalHandle, useModal } from './useModal'
export { type LazyModalOptions, lazyModal } from './lazyModal'
