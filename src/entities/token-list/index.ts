export {
  type DefaultLists,
  type ListState,
  type ListsState,
  LISTS_STORAGE_KEY,
  NEW_LIST_STATE,
  useListsStore,
} from './listsStore'
export type { FetchTokenListOptions } from './fetchTokenList'
export { type ChainClientGetter, fetchTokenList, listFetchOptions, loadTokenList } from './loadTokenList'
export { tokenListQueryKey, tokenListQueryOptions } from './tokenListQuery'
export { configListFetchOptions, useListFetchOptions } from './hooks/useListFetchOptions'
export { bundledList, unsupportedLists } from './model/bundledLists'
export { type TokenMap, combineTokenMaps, listTokenMap } from './model/tokenMaps'
export { isValidListLocation, parseEnsAddress } from './model/listLocation'
export { type ListUpdateDecision, decideListUpdate, summarizeListDiff, versionLabel } from './model/listUpdate'
export { TokenListValidationError, validateTokenList } from './model/tokenListSchema'
export { useActiveLists, useInactiveLists } from './hooks/useActiveLists'
export { allTokensNow, useActiveListTokens, useAllTokens, useUserTokens } from './hooks/useAllTokens'
export { type TokenLookup, useCurrency, useToken } from './hooks/useToken'
export { isUnsupported, useUnsupportedTokens } from './hooks/useUnsupportedTokens'
export { useUnknownTokenGate } from './hooks/useUnknownTokenGate'
