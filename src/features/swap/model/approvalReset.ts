import type { SwapFormState } from './swapFormStore'
import { sameCurrencyId } from './swapFormStore'

type Sides = Pick<SwapFormState, 'INPUT' | 'OUTPUT'>

/**
 * Spec 4: the swap screen keeps showing 'Approved' once an approval was started, until a new input currency is
 * selected or the sides are switched. Judged on each change of the form against the form just before it (not against
 * the input the approval was started for), so switching the sides and back again resets it as well.
 */
export function resetsApprovalStep(before: Sides, after: Sides): boolean {
  return !sameCurrencyId(before.INPUT.currencyId, after.INPUT.currencyId)
}
