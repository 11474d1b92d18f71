/** What the swap engine tells the form: the other side's amount, and what MAX types (none when MAX is hidden). */
export interface SwapQuote {
  /** The amount of the side not typed, as shown (6 significant digits), or '' without a trade. */
  dependent: string
  /** The input amount MAX types, or undefined when there is no balance or the input is already at it. */
  max: string | undefined
}

export const noQuote: SwapQuote = { dependent: '', max: undefined }

/** True when two quotes show the same (the form re-renders only on a change). */
export const sameQuote = (a: SwapQuote, b: SwapQuote): boolean => a.dependent === b.dependent && a.max === b.max
