import { parseUnits } from 'viem'

/** A typed amount in raw units: digits and one dot (the input allows no more); extra decimals are cut off. */
export function parseAmount(typed: string, decimals: number): bigint | undefined {
  const match = /^(\d*)(?:\.(\d*))?$/.exec(typed)
  if (!match || (!match[1] && !match[2])) return undefined
  const fraction = (match[2] ?? '').slice(0, decimals)
  return parseUnits(`${match[1] || '0'}${fraction ? `.${fraction}` : ''}`, decimals)
}

/**
 * Spec 5, stake (and withdraw): 'Enter an amount' unless the amount is above zero and not more than what can be
 * moved (the unstaked pool tokens to deposit, the stake to withdraw).
 */
export function amountError(amount: bigint | undefined, available: bigint | undefined): 'enterAmount' | undefined {
  return amount === undefined || amount <= 0n || available === undefined || amount > available
    ? 'enterAmount'
    : undefined
}
