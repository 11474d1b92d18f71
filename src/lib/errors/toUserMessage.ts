import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { i18n } from '@/lib/i18n'
import { errorChain } from './AppError'

type Rule = readonly [RegExp, (match: RegExpExecArray) => MessageDescriptor]

/**
 * The spec's error catalogue (section 8) by its English text: each entry maps the text, with its parameter, to a
 * translatable message. Texts not listed here are shown as they are.
 */
const catalogue: readonly Rule[] = [
  [/^Failed to resolve ENS name: (.*)$/s, ([, name = '']) => msg`Failed to resolve ENS name: ${name}`],
  [/^Failed to translate contenthash to URI: (.*)$/s, ([, hash = '']) => msg`Failed to translate contenthash to URI: ${hash}`],
  [/^Failed to download list (.*)$/s, ([, url = '']) => msg`Failed to download list ${url}`],
  [/^Token list failed validation: (.*)$/s, ([, details = '']) => msg`Token list failed validation: ${details}`],
  [/^Unrecognized list URL protocol\.$/, () => msg`Unrecognized list URL protocol.`],
  [/^Unrecognized codec: (.*)$/s, ([, codec = '']) => msg`Unrecognized codec: ${codec}`],
  [/^Duplicate tokens\.?$/, () => msg`Duplicate tokens`],
  [/^Invalid address$/, () => msg`Invalid address`],
  [/^Transaction rejected\.$/, () => msg`Transaction rejected.`],
  [/^Swap failed: (.*)$/s, ([, message = '']) => msg`Swap failed: ${message}`],
  [/^Unexpected issue with estimating the gas\. Please try again\.$/, () => msg`Unexpected issue with estimating the gas. Please try again.`],
  [
    /^This transaction will not succeed either due to price movement or fee on transfer\. Try increasing your slippage tolerance\.$/,
    () => msg`This transaction will not succeed either due to price movement or fee on transfer. Try increasing your slippage tolerance.`,
  ],
  [
    /^The transaction cannot succeed due to error: (.*)\. This is probably an issue with one of the tokens you are swapping\.$/s,
    ([, reason = '']) => msg`The transaction cannot succeed due to error: ${reason}. This is probably an issue with one of the tokens you are swapping.`,
  ],
  [/^Unexpected error\. Please contact support: none of the calls threw an error\.$/, () => msg`Unexpected error. Please contact support: none of the calls threw an error.`],
  [/^Missing dependencies$/, () => msg`Missing dependencies`],
  [/^Invalid recipient$/, () => msg`Invalid recipient`],
]

/** EIP-1193 code 4001 anywhere in the cause chain (viem wraps it as UserRejectedRequestError). */
const isRejection = (error: unknown): boolean =>
  [...errorChain(error)].some((e) => (e as { code?: unknown }).code === 4001 || (e as { name?: unknown }).name === 'UserRejectedRequestError')

/**
 * The one place an error becomes text for the user: a wallet rejection reads 'Transaction rejected.', a text of the
 * spec's catalogue is translated (with its parameter), anything else shows its own short message.
 */
export function toUserMessage(error: unknown): string {
  if (isRejection(error)) return i18n._(msg`Transaction rejected.`)
  const text = typeof error === 'string' ? error : error instanceof Error ? ((error as { shortMessage?: string }).shortMessage ?? error.message) : ''
  for (const [pattern, describe] of catalogue) {
    const match = pattern.exec(text)
    if (match) return i18n._(describe(match))
  }
  return text || i18n._(msg`Unexpected error.`)
}
