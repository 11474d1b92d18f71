import { type Address, zeroAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import type { AppContract } from '@/config/appContracts'
import { BLOCKED_ADDRESSES } from '@/config/blocklist'
import { ETH, amount, testToken } from '@/test/sdkFixtures'
import { type SwapInputError, type SwapInputErrorParams, swapInputError } from './swapInputError'

const DAI = testToken(1, 18, 'DAI')
const ACCOUNT: Address = '0x000000000000000000000000000000000000a11c'
const FRIEND: Address = '0x000000000000000000000000000000000000F00d'
const ROUTER: Address = '0x7a250d5630B4cF539739dF2C5dAcb4c659F2488D'
const PAIR: Address = '0xA478c2975Ab1Ea89e8196811F51A7B7Ade33eB11'
const FORBIDDEN: AppContract[] = [
  { address: ROUTER, role: 'router' },
  { address: DAI.address as Address, role: 'token' },
  { address: PAIR, role: 'pair' },
]

/** A form that passes every check: ETH to DAI, 1 ETH typed, 2 ETH held, 1.005 ETH at most. */
const valid: SwapInputErrorParams = {
  account: ACCOUNT,
  parsedAmount: amount(ETH, 10n ** 18n),
  inputCurrency: ETH,
  outputCurrency: DAI,
  recipient: null,
  forbiddenRecipients: FORBIDDEN,
  balanceIn: amount(ETH, 2n * 10n ** 18n),
  amountIn: amount(ETH, 1_005n * 10n ** 15n),
}

/** Each check, and the ways to fail it. */
const FAILURES: { kind: SwapInputError['kind']; label: string; change: Partial<SwapInputErrorParams> }[] = [
  { kind: 'connectWallet', label: 'no account', change: { account: undefined } },
  { kind: 'enterAmount', label: 'no amount', change: { parsedAmount: undefined } },
  { kind: 'selectToken', label: 'no input currency', change: { inputCurrency: undefined } },
  { kind: 'selectToken', label: 'no output currency', change: { outputCurrency: undefined } },
  { kind: 'enterRecipient', label: 'empty recipient', change: { recipient: '' } },
  { kind: 'enterRecipient', label: 'blank recipient', change: { recipient: '  ' } },
  {
    kind: 'invalidRecipient',
    label: 'unresolved recipient',
    change: { recipient: 'nobody.eth', resolvedRecipient: null },
  },
  {
    kind: 'invalidRecipient',
    label: 'recipient still resolving',
    change: { recipient: 'friend.eth', resolvedRecipient: undefined },
  },
  {
    kind: 'invalidRecipient',
    label: 'recipient refused by its lookup (a bad checksum)',
    change: { recipient: ROUTER.replace('7a', '7A'), resolvedRecipient: null },
  },
  {
    kind: 'invalidRecipient',
    label: 'router as recipient',
    change: { recipient: ROUTER.toLowerCase(), resolvedRecipient: ROUTER.toLowerCase() as Address },
  },
  {
    kind: 'invalidRecipient',
    label: "the trade's token as recipient",
    change: { recipient: DAI.address, resolvedRecipient: DAI.address as Address },
  },
  {
    kind: 'invalidRecipient',
    label: "the trade's pair as recipient",
    change: { recipient: PAIR, resolvedRecipient: PAIR },
  },
  {
    kind: 'invalidRecipient',
    label: 'zero address as recipient',
    change: { recipient: zeroAddress, resolvedRecipient: zeroAddress },
  },
  {
    kind: 'invalidRecipient',
    label: 'blocked address as recipient',
    change: { recipient: BLOCKED_ADDRESSES[0]!, resolvedRecipient: BLOCKED_ADDRESSES[0]! },
  },
  {
    kind: 'insufficientBalance',
    label: 'balance below the maximum input',
    change: { balanceIn: amount(ETH, 1_004n * 10n ** 15n) },
  },
]
const ORDER: SwapInputError['kind'][] = [
  'connectWallet',
  'enterAmount',
  'selectToken',
  'enterRecipient',
  'invalidRecipient',
  'insufficientBalance',
]

describe('swapInputError', () => {
  it('is undefined for a valid form, with or without a send', () => {
    expect(swapInputError(valid)).toBeUndefined()
    expect(swapInputError({ ...valid, recipient: 'friend.eth', resolvedRecipient: FRIEND })).toBeUndefined()
  })

  it('is undefined when the balance equals the maximum input, or either is unknown', () => {
    expect(swapInputError({ ...valid, balanceIn: valid.amountIn })).toBeUndefined()
    expect(swapInputError({ ...valid, balanceIn: undefined })).toBeUndefined()
    expect(swapInputError({ ...valid, amountIn: undefined, balanceIn: amount(ETH, 0n) })).toBeUndefined()
  })

  it.each(FAILURES.map((failure) => [failure.label, failure] as const))('%s alone', (_label, { kind, change }) => {
    expect(swapInputError({ ...valid, ...change })?.kind).toBe(kind)
  })

  it('names the input currency when the balance is short', () => {
    expect(swapInputError({ ...valid, balanceIn: amount(DAI, 1n), amountIn: amount(DAI, 2n) })).toEqual({
      kind: 'insufficientBalance',
      symbol: 'DAI',
    })
    expect(swapInputError({ ...valid, balanceIn: amount(ETH, 1n) })).toEqual({
      kind: 'insufficientBalance',
      symbol: 'ETH',
    })
  })

  it('refuses a forbidden account as the receiver when there is no send', () => {
    expect(
      swapInputError({
        ...valid,
        forbiddenRecipients: [{ address: ACCOUNT.toUpperCase().replace('0X', '0x') as Address, role: 'token' }],
      })?.kind,
    ).toBe('invalidRecipient')
  })

  it('reports the earlier check for every pair of failing checks', () => {
    let pairs = 0
    for (const first of FAILURES) {
      for (const second of FAILURES) {
        if (first.kind === second.kind || ORDER.indexOf(first.kind) > ORDER.indexOf(second.kind)) continue
        // Two recipient failures cannot happen at once: the field holds one text.
        if ('recipient' in first.change && 'recipient' in second.change) continue
        expect(
          swapInputError({ ...valid, ...first.change, ...second.change })?.kind,
          `${first.label} + ${second.label}`,
        ).toBe(first.kind)
        expect(
          swapInputError({ ...valid, ...second.change, ...first.change })?.kind,
          `${second.label} + ${first.label}`,
        ).toBe(first.kind)
        pairs++
      }
    }
    // 105 pairs of the 15 failures, less 30 of one kind (two selectToken, two enterRecipient, eight invalidRecipient:
    // 1 + 1 + 28) and 16 of an empty and an invalid recipient.
    expect(pairs).toBe(59)
  })

  it('reports the first check when all fail', () => {
    const all = Object.assign(
      {},
      valid,
      ...FAILURES.filter(({ label }) => label !== 'empty recipient' && label !== 'blank recipient').map(
        ({ change }) => change,
      ),
    )
    expect(swapInputError(all)?.kind).toBe('connectWallet')
  })
})
