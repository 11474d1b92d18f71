export { type SettingsState, type SerializedToken, pairKey, useSettingsStore } from './settingsStore'
export * from './model/slippage'
