export { type ModalName, useModalStore } from './modalStore'
