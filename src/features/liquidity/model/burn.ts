import { CurrencyAmount, Percent, type Token } from '@uniswap/sdk-core'
import type { Pair } from '@uniswap/v2-sdk'
import { type Address, getAddress } from 'viem'
import { v2RouterAbi } from '@/abis/v2RouterAbi'
import type { PermitSignature } from '@/entities/pair'
import { type ContractCall, contractCall } from '@/entities/transaction'
import { AppError } from '@/lib/errors'
import type { BurnState } from './burnState'
import { parseDecimal, parseRawAmount } from './parseDecimal'

/** The raw amount of an SDK amount as a bigint. */
const rawOf = (amount: CurrencyAmount<Token>): bigint => BigInt(amount.quotient.toString())

/** An exact share of a position, numerator over a non-zero denominator. */
type Share = { numerator: bigint; denominator: bigint }

export interface BurnAmountsParams {
  pair?: Pair
  totalSupply?: CurrencyAmount<Token>
  userLiquidity?: CurrencyAmount<Token>
  tokenA?: Token
  tokenB?: Token
  state: BurnState
}

export interface BurnAmounts {
  /** The share of the position to remove; 0% while the typed text is no valid share. */
  percent: Percent
  /** The pool tokens to burn, in the user's pool token. */
  liquidity?: CurrencyAmount<Token>
  amountA?: CurrencyAmount<Token>
  amountB?: CurrencyAmount<Token>
}

/**
 * What the user's whole position is worth in a token: pair.getLiquidityValue (no protocol fee). Undefined while the
 * supply is below the balance (the balance read a newer block than the supply) or anything is missing.
 */
function positionValue(
  pair: Pair | undefined,
  token: Token | undefined,
  totalSupply?: CurrencyAmount<Token>,
  userLiquidity?: CurrencyAmount<Token>,
): CurrencyAmount<Token> | undefined {
  if (!pair || !token || !totalSupply || !userLiquidity || !pair.involvesToken(token)) return undefined
  const [supply, liquidity] = [rawOf(totalSupply), rawOf(userLiquidity)]
  if (supply === 0n || supply < liquidity) return undefined
  // Both are restated in the pair's own liquidity token, which the SDK derives from the mainnet factory.
  const inPairToken = (raw: bigint) => CurrencyAmount.fromRawAmount(pair.liquidityToken, raw.toString())
  return CurrencyAmount.fromRawAmount(
    token,
    pair.getLiquidityValue(token, inPairToken(supply), inPairToken(liquidity), false).quotient,
  )
}

/** The typed amount as a share of a whole, or undefined when it is no number or the whole is zero. */
function shareOf(typed: string, whole: CurrencyAmount<Token> | undefined): Share | undefined {
  if (!whole) return undefined
  const part = parseRawAmount(typed, whole.currency.decimals)
  if (part === undefined) return undefined
  const total = rawOf(whole)
  return total === 0n ? undefined : { numerator: part, denominator: total }
}

/** The share to remove from the independent field: a typed percent, or a typed amount of pool tokens or of one token. */
function shareToRemove(
  state: BurnState,
  userLiquidity?: CurrencyAmount<Token>,
  valueA?: CurrencyAmount<Token>,
  valueB?: CurrencyAmount<Token>,
): Share | undefined {
  switch (state.independentField) {
    case 'LIQUIDITY_PERCENT': {
      const percent = parseDecimal(state.typedValue)
      return percent && { numerator: percent.numerator, denominator: percent.denominator * 100n }
    }
    case 'LIQUIDITY':
      return shareOf(state.typedValue, userLiquidity)
    case 'CURRENCY_A':
      return shareOf(state.typedValue, valueA)
    case 'CURRENCY_B':
      return shareOf(state.typedValue, valueB)
  }
}

/** A share of an amount, rounded down, in the amount's token. */
const partOf = (share: Share, amount: CurrencyAmount<Token> | undefined): CurrencyAmount<Token> | undefined =>
  amount &&
  CurrencyAmount.fromRawAmount(amount.currency, ((rawOf(amount) * share.numerator) / share.denominator).toString())

/**
 * The remove-liquidity amounts, as the V2-era useDerivedBurnInfo: one share from the independent field (percent,
 * pool tokens or a token amount), each amount that share of the position, rounded down as the pair's burn rounds.
 * Text that is no number, or a share above 100%, gives 0% and no amounts.
 */
export function derivedBurnAmounts({
  pair,
  totalSupply,
  userLiquidity,
  tokenA,
  tokenB,
  state,
}: BurnAmountsParams): BurnAmounts {
  const valueA = positionValue(pair, tokenA, totalSupply, userLiquidity)
  const valueB = positionValue(pair, tokenB, totalSupply, userLiquidity)
  const share = shareToRemove(state, userLiquidity, valueA, valueB)
  if (!share || share.numerator === 0n || share.numerator > share.denominator) return { percent: new Percent(0, 100) }
  return {
    percent: new Percent(share.numerator.toString(), share.denominator.toString()),
    liquidity: partOf(share, userLiquidity),
    amountA: partOf(share, valueA),
    amountB: partOf(share, valueB),
  }
}

/** Why the remove-liquidity form cannot be sent yet; the button shows its text (spec 5, translated by the UI). */
export type BurnInputError = { kind: 'connectWallet' } | { kind: 'enterAmount' }

export interface BurnInputErrorParams {
  account?: Address
  liquidity?: CurrencyAmount<Token>
  amountA?: CurrencyAmount<Token>
  amountB?: CurrencyAmount<Token>
}

/** The first failing check of the remove form (spec 5): connect a wallet, then every amount present and above zero. */
export function burnInputError({
  account,
  liquidity,
  amountA,
  amountB,
}: BurnInputErrorParams): BurnInputError | undefined {
  if (!account) return { kind: 'connectWallet' }
  if ([liquidity, amountA, amountB].some((amount) => !amount || rawOf(amount) === 0n)) return { kind: 'enterAmount' }
  return undefined
}

export interface RemoveLiquidityCallsParams {
  /** The V2 router the calls go to. */
  router: Address
  /** The pair's tokens (the native side as its wrapped token); undefined throws MISSING_TOKENS. */
  tokenA?: Token
  tokenB?: Token
  /** The side the user receives as the native coin, if any. */
  nativeSide?: 'A' | 'B'
  liquidity: bigint
  amountAMin: bigint
  amountBMin: bigint
  recipient: Address
  /** Unix time in seconds after which the call reverts; a permit's own deadline replaces it. */
  deadline: bigint
  /** The router may spend the pool tokens already. */
  approved: boolean
  signature?: PermitSignature
}

/**
 * The router calls for a removal, in the order to try them (spec 4 and 7): with a native side also the
 * fee-on-transfer variant, which a fee token needs; without an approval the WithPermit variants, whose deadline is
 * the signature's. Throws MISSING_TOKENS, MISSING_LIQUIDITY or REMOVE_WITHOUT_APPROVAL.
 */
export function removeLiquidityCalls(p: RemoveLiquidityCallsParams): ContractCall[] {
  if (!p.tokenA || !p.tokenB) throw new AppError('MISSING_TOKENS')
  if (p.liquidity <= 0n) throw new AppError('MISSING_LIQUIDITY')
  const permit = p.approved ? undefined : p.signature
  if (!p.approved && !permit) throw new AppError('REMOVE_WITHOUT_APPROVAL')
  const [tokenA, tokenB] = [getAddress(p.tokenA.address), getAddress(p.tokenB.address)]
  const { liquidity, amountAMin, amountBMin, recipient } = p
  const target = { address: p.router, abi: v2RouterAbi }
  const deadline = permit ? permit.deadline : p.deadline
  if (p.nativeSide) {
    const tokenIsA = p.nativeSide === 'B'
    const [token, tokenMin, ethMin] = tokenIsA ? [tokenA, amountAMin, amountBMin] : [tokenB, amountBMin, amountAMin]
    const args = [token, liquidity, tokenMin, ethMin, recipient, deadline] as const
    if (!permit) {
      return [
        contractCall({ ...target, functionName: 'removeLiquidityETH', args }),
        contractCall({ ...target, functionName: 'removeLiquidityETHSupportingFeeOnTransferTokens', args }),
      ]
    }
    const withPermit = [...args, false, permit.v, permit.r, permit.s] as const
    return [
      contractCall({ ...target, functionName: 'removeLiquidityETHWithPermit', args: withPermit }),
      contractCall({
        ...target,
        functionName: 'removeLiquidityETHWithPermitSupportingFeeOnTransferTokens',
        args: withPermit,
      }),
    ]
  }
  const args = [tokenA, tokenB, liquidity, amountAMin, amountBMin, recipient, deadline] as const
  if (!permit) return [contractCall({ ...target, functionName: 'removeLiquidity', args })]
  return [
    contractCall({
      ...target,
      functionName: 'removeLiquidityWithPermit',
      args: [...args, false, permit.v, permit.r, permit.s],
    }),
  ]
}
