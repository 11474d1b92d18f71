import { Suspense, lazy } from 'react'
import { useModalStore } from '@/entities/modal'
import { type TokenPickerRequest, useTokenPickerStore } from '@/entities/token'

// Loaded on first open: the virtualised list and the views stay out of the first page load.
const PickerDialog = lazy(() => import('./PickerDialog').then((module) => ({ default: module.PickerDialog })))

/**
 * The token picker, mounted once, with four views (search, manage, import token, import list). Every request opens it
 * fresh at its first view with empty search text (spec 4).
 */
export function TokenPickerDialog() {
  const open = useModalStore((state) => state.openModal === 'tokenPicker')
  const request = useTokenPickerStore((state) => state.request)
  if (!open || !request) return null
  return (
    <Suspense fallback={null}>
      <PickerDialog key={requestKey(request)} request={request} />
    </Suspense>
  )
}

const keys = new WeakMap<TokenPickerRequest, number>()
let nextKey = 0
/** A fresh body (search view, empty text) for every request. */
function requestKey(request: TokenPickerRequest): number {
  let key = keys.get(request)
  if (key === undefined) keys.set(request, (key = ++nextKey))
  return key
}
