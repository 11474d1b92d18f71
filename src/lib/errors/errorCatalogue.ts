import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

/**
 * The spec's error catalogue (section 8), one code per row with its text's parameters. The code decides everything;
 * no code path reads an error's English text back.
 */
export interface ErrorParams {
  // Transactions (spec 8: wallet rejection, swap send failure, estimates, reverts)
  USER_REJECTED: undefined
  SWAP_FAILED: { message: string }
  /** A write that is not a swap failed at the wallet or the node for another reason than a rejection. */
  SEND_FAILED: { message: string }
  GAS_ESTIMATE_UNEXPECTED: undefined
  SLIPPAGE_REVERT: undefined
  /** A swap's estimate reverted: `reason` is the contract's words (sanitised and clipped), quoted, never advice. */
  REVERTED: { reason: string }
  /** Another write's estimate reverted with `reason`, the contract's words, quoted. */
  SEND_REVERTED: { reason: string }
  NO_CALL_THREW: undefined
  /** Spec 4, remove flow: no candidate call estimates. */
  WOULD_FAIL: undefined
  // Internal swap errors
  INVALID_TRADE_VERSION: undefined
  TOO_MANY_PAIRS: undefined
  ETHER_TO_ETHER: undefined
  TOKEN_TO_TOKEN: undefined
  INVALID_OUTPUT_CURRENCY: undefined
  TRADES_NOT_COMPARABLE: undefined
  INSUFFICIENT_LIQUIDITY: undefined
  INSUFFICIENT_BALANCE: { symbol: string }
  // Wallet connection
  CONNECT_FAILED: undefined
  WRONG_NETWORK: undefined
  CONNECT_REFRESH: undefined
  UNKNOWN_ERROR: undefined
  UNSUPPORTED_NETWORK_ID: { id: string }
  // Node transport
  BATCH_CALL_FAILED: undefined
  HTTP_NOT_OK: { status: string; statusText: string }
  JSON_PARSE_FAILED: undefined
  UNEXPECTED_RPC_RESPONSE: { method: string }
  // Fetched text (lib/url/fetchText): logged as the cause of a list's or a claim's error
  RESPONSE_TOO_LARGE: undefined
  REQUEST_TIMED_OUT: undefined
  // Lists
  ENS_RESOLVE_FAILED: { name: string }
  CONTENTHASH_TRANSLATE_FAILED: { hash: string }
  LIST_DOWNLOAD_FAILED: { url: string }
  LIST_VALIDATION_FAILED: { details: string }
  /** 'Token list failed validation' for a body that is not JSON, or too large to read. */
  LIST_NOT_JSON: undefined
  LIST_TOO_LARGE: undefined
  LIST_PROTOCOL_UNRECOGNIZED: undefined
  CODEC_UNRECOGNIZED: { codec: string }
  LIST_SHOW_FAILED: undefined
  LIST_UPDATE_WITHOUT_PENDING: undefined
  // Validation
  INVALID_ADDRESS: undefined
  INVALID_HEX: undefined
  INVALID_CALL_KEY: undefined
  DUPLICATE_TOKENS: undefined
  AMOUNT_PARSE_FAILED: undefined
  UNEXPECTED_SLIPPAGE: undefined
  INVALID_LIST_LOCATION: undefined
  LIST_IMPORT_FAILED: undefined
  INVALID_TOKEN_ADDRESS: undefined
  NO_CLAIM: undefined
  INVALID_RECIPIENT: undefined
  // Logged
  CLAIM_DATA_FAILED: undefined
  STAKING_INFO_FAILED: undefined
  // Approve guards (logged)
  APPROVE_UNNECESSARY: undefined
  APPROVE_NO_TOKEN: undefined
  APPROVE_NO_CONTRACT: undefined
  APPROVE_NO_AMOUNT: undefined
  APPROVE_NO_SPENDER: undefined
  // Remove (thrown) and the write path's own guard
  MISSING_DEPENDENCIES: undefined
  MISSING_LIQUIDITY: undefined
  MISSING_CURRENCY_AMOUNTS: undefined
  MISSING_TOKENS: undefined
  COULD_NOT_WRAP: undefined
  INVALID_CURRENCY: undefined
  /** Spec 4, remove flow: confirming with neither an approval nor a permit signature (a bug, never the user's doing). */
  REMOVE_WITHOUT_APPROVAL: undefined
  // Staking, delegation
  STAKE_WITHOUT_APPROVAL: undefined
  NO_UNI_CONTRACT: undefined
  /** The governor's ProposalCreated events could not be read (a block range failed after its retries). */
  PROPOSALS_LOAD_FAILED: undefined
  /** A write while the chain's data is not current (nodes unreachable, a frozen head, the node on another chain). */
  CHAIN_DATA_NOT_CURRENT: undefined
  /** A write where the app is not safe to send from: a path gateway's shared origin, or a frame another site owns. */
  SEND_REFUSED_HERE: undefined
  // Transaction store
  TRANSACTION_EXISTS: undefined
  NO_TRANSACTION_HASH: undefined
}

export type ErrorCode = keyof ErrorParams

type Describe = { [C in ErrorCode]: (params: ErrorParams[C]) => MessageDescriptor }

/** Each code's text, translatable, with its parameters. The only place these texts are written. */
export const errorMessages: Describe = {
  USER_REJECTED: () => msg`Transaction rejected.`,
  SWAP_FAILED: ({ message }) => msg`Swap failed: ${message}`,
  SEND_FAILED: ({ message }) => msg`Transaction failed: ${message}`,
  GAS_ESTIMATE_UNEXPECTED: () => msg`Unexpected issue with estimating the gas. Please try again.`,
  SLIPPAGE_REVERT: () =>
    msg`This transaction will not succeed either due to price movement or fee on transfer. Try increasing your slippage tolerance.`,
  REVERTED: ({ reason }) =>
    msg`The transaction cannot succeed. This is probably an issue with one of the tokens you are swapping. The contract said: “${reason}”`,
  SEND_REVERTED: ({ reason }) => msg`Transaction failed. The contract said: “${reason}”`,
  NO_CALL_THREW: () => msg`Unexpected error. Please contact support: none of the calls threw an error.`,
  WOULD_FAIL: () => msg`This transaction would fail. Please contact support.`,
  INVALID_TRADE_VERSION: () => msg`invalid trade version`,
  TOO_MANY_PAIRS: () => msg`too many pairs`,
  ETHER_TO_ETHER: () => msg`ETHER to ETHER`,
  TOKEN_TO_TOKEN: () => msg`token to token`,
  INVALID_OUTPUT_CURRENCY: () => msg`invalid output amount currency`,
  TRADES_NOT_COMPARABLE: () => msg`Trades are not comparable`,
  INSUFFICIENT_LIQUIDITY: () => msg`Insufficient liquidity for this trade.`,
  INSUFFICIENT_BALANCE: ({ symbol }) => msg`Insufficient ${symbol} balance`,
  CONNECT_FAILED: () => msg`Error connecting.`,
  WRONG_NETWORK: () => msg`Please connect to the appropriate Ethereum network.`,
  CONNECT_REFRESH: () => msg`Error connecting. Try refreshing the page.`,
  UNKNOWN_ERROR: () =>
    msg`Oops! An unknown error occurred. Please refresh the page, or visit from another browser or device.`,
  UNSUPPORTED_NETWORK_ID: ({ id }) => msg`Unsupported network ID: ${id}`,
  BATCH_CALL_FAILED: () => msg`Failed to send batch call`,
  HTTP_NOT_OK: ({ status, statusText }) => msg`${status}: ${statusText}`,
  JSON_PARSE_FAILED: () => msg`Failed to parse JSON response`,
  UNEXPECTED_RPC_RESPONSE: ({ method }) => msg`Received unexpected JSON-RPC response to ${method} request`,
  RESPONSE_TOO_LARGE: () => msg`The response is larger than allowed`,
  REQUEST_TIMED_OUT: () => msg`The request timed out`,
  ENS_RESOLVE_FAILED: ({ name }) => msg`Failed to resolve ENS name: ${name}`,
  CONTENTHASH_TRANSLATE_FAILED: ({ hash }) => msg`Failed to translate contenthash to URI: ${hash}`,
  LIST_DOWNLOAD_FAILED: ({ url }) => msg`Failed to download list ${url}`,
  LIST_VALIDATION_FAILED: ({ details }) => msg`Token list failed validation: ${details}`,
  LIST_NOT_JSON: () => msg`Token list failed validation: the response is not JSON`,
  LIST_TOO_LARGE: () => msg`Token list failed validation: the list is larger than 20 MB`,
  LIST_PROTOCOL_UNRECOGNIZED: () => msg`Unrecognized list URL protocol.`,
  CODEC_UNRECOGNIZED: ({ codec }) => msg`Unrecognized codec: ${codec}`,
  LIST_SHOW_FAILED: () => msg`Could not show token list due to error`,
  LIST_UPDATE_WITHOUT_PENDING: () => msg`accept list update called without pending update`,
  INVALID_ADDRESS: () => msg`Invalid address`,
  INVALID_HEX: () => msg`Invalid hex`,
  INVALID_CALL_KEY: () => msg`Invalid call key`,
  DUPLICATE_TOKENS: () => msg`Duplicate tokens`,
  AMOUNT_PARSE_FAILED: () => msg`Failed to parse input amount`,
  UNEXPECTED_SLIPPAGE: () => msg`Unexpected slippage value`,
  INVALID_LIST_LOCATION: () => msg`Enter valid list location`,
  LIST_IMPORT_FAILED: () => msg`Error importing list`,
  INVALID_TOKEN_ADDRESS: () => msg`Enter valid token address`,
  NO_CLAIM: () => msg`Address has no available claim`,
  INVALID_RECIPIENT: () => msg`Invalid recipient`,
  CLAIM_DATA_FAILED: () => msg`Failed to get claim data`,
  STAKING_INFO_FAILED: () => msg`Failed to load staking rewards info`,
  APPROVE_UNNECESSARY: () => msg`approve was called unnecessarily`,
  APPROVE_NO_TOKEN: () => msg`no token`,
  APPROVE_NO_CONTRACT: () => msg`tokenContract is null`,
  APPROVE_NO_AMOUNT: () => msg`missing amount to approve`,
  APPROVE_NO_SPENDER: () => msg`no spender`,
  MISSING_DEPENDENCIES: () => msg`Missing dependencies`,
  MISSING_LIQUIDITY: () => msg`missing liquidity amount`,
  MISSING_CURRENCY_AMOUNTS: () => msg`missing currency amounts`,
  MISSING_TOKENS: () => msg`missing tokens`,
  COULD_NOT_WRAP: () => msg`could not wrap`,
  INVALID_CURRENCY: () => msg`invalid currency`,
  REMOVE_WITHOUT_APPROVAL: () => msg`Attempting to confirm without approval or a signature. Please contact support.`,
  STAKE_WITHOUT_APPROVAL: () => msg`Attempting to stake without approval or a signature. Please contact support.`,
  NO_UNI_CONTRACT: () => msg`No UNI Contract!`,
  PROPOSALS_LOAD_FAILED: () => msg`Failed to load proposals`,
  CHAIN_DATA_NOT_CURRENT: () => msg`The network's data is out of date. Nothing was sent; try again once it is current.`,
  SEND_REFUSED_HERE: () =>
    msg`Nothing was sent: sending is off where the app is open now (a shared gateway address or a frame inside another site). Open the app at its own address to send.`,
  TRANSACTION_EXISTS: () => msg`Attempted to add existing transaction.`,
  NO_TRANSACTION_HASH: () => msg`No transaction hash found.`,
}

export const errorCodes = Object.keys(errorMessages) as ErrorCode[]
