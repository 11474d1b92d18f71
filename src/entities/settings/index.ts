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
export { DEFAULT_SLIPPAGE_BPS, SLIPPAGE_PRESETS_BPS, parseSlippageInput, slippageWarning } from './model/slippage'
export { parseDeadlineMinutes } from './model/deadline'
