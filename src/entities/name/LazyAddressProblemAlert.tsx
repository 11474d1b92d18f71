import { type ComponentProps, Suspense, lazy } from 'react'

const Alert = lazy(() => import('./AddressProblemAlert').then((module) => ({ default: module.AddressProblemAlert })))

/** The refusal's words load when an address is first refused: no first paint shows them; the swap route is budgeted. */
export function AddressProblemAlert(props: ComponentProps<typeof Alert>) {
  return (
    <Suspense fallback={null}>
      <Alert {...props} />
    </Suspense>
  )
}
