import { redirect } from '@tanstack/react-router'
import { isAddress40Hex } from './params'

/** V1 pages need a valid address in the path; anything else goes to /migrate/v1 ('Invalid address in path'). */
export function requireV1Address(address: string): void {
  if (isAddress40Hex(address)) return
  console.warn('Invalid address in path', address)
  throw redirect({ to: '/migrate/v1', replace: true })
}
