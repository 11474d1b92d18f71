/** Digits with at most one decimal point ('1.', '.5' included); the form has turned commas into dots already. */
const NUMBER = /^(\d*)(?:\.(\d*))?$/

/** A typed decimal as an exact fraction (12.5 is 125/10), or undefined for empty text, '.' or anything not a number. */
export function parseDecimal(value: string): { numerator: bigint; denominator: bigint } | undefined {
  const match = NUMBER.exec(value)
  if (!match) return undefined
  const [, whole = '', fraction = ''] = match
  if (whole === '' && fraction === '') return undefined
  return { numerator: BigInt(`0${whole}${fraction}`), denominator: 10n ** BigInt(fraction.length) }
}

/** A typed amount in raw units of `decimals`, or undefined when it is no number or has more fraction digits than that. */
export function parseRawAmount(value: string, decimals: number): bigint | undefined {
  const parsed = parseDecimal(value)
  if (!parsed) return undefined
  const scale = 10n ** BigInt(decimals)
  if (parsed.denominator > scale) return undefined
  return (parsed.numerator * scale) / parsed.denominator
}
