export { DEFAULT_POPUP_MS, type Popup, type PopupContent, usePopupStore } from './popupStore'
