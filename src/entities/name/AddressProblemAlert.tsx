import { useLingui } from '@lingui/react/macro'
import { ErrorText } from '@/components/ui'
import { describeAddressProblem } from './model/describeAddressProblem'
import type { AddressProblem } from './model/typedAddress'

/**
 * Why a typed recipient, claim address or delegatee is refused: the spec's headline, then the reason. Its field points
 * at it with `aria-describedby`.
 */
export function AddressProblemAlert({ problem, id }: { problem: AddressProblem; id?: string }) {
  const { i18n } = useLingui()
  const { headline, reason } = describeAddressProblem(problem)
  return (
    <ErrorText as="div" role="alert" id={id} className="text-sm">
      <p className="font-medium">{i18n._(headline)}</p>
      <p>{i18n._(reason)}</p>
    </ErrorText>
  )
}
