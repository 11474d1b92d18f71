import type { TokenList } from '@uniswap/token-lists'
import { tokenListConfig } from '@/config/tokenLists'

/** The copy shipped with the app for a list URL, if any (proved valid by the bundled-lists test). */
export const bundledList = (url: string): TokenList | undefined =>
  Object.hasOwn(tokenListConfig.bundled, url) ? (tokenListConfig.bundled[url] as TokenList) : undefined

/** The bundled unsupported lists: their tokens cannot be traded here ('Unsupported Asset'). */
export const unsupportedLists = tokenListConfig.unsupported as readonly TokenList[]
