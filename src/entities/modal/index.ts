export { type ModalName, type ModalState, useModalStore } from './modalStore'
