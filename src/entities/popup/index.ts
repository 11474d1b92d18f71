export {
  type AddPopupInput,
  DEFAULT_POPUP_MS,
  type Popup,
  type PopupContent,
  type TransactionPopupOutcome,
  type PopupOptions,
  type PopupState,
  selectActivePopups,
  usePopupStore,
} from './popupStore'
