export {
  type SerializedPair,
  type SerializedToken,
  type SerializedTokenInput,
  type SettingsState,
  SETTINGS_STORAGE_KEY,
  pairKey,
  selectSavedPairs,
  selectUserTokens,
  useSettingsStore,
} from './settingsStore'
export * from './model/slippage'
export * from './model/deadline'
