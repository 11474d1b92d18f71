import { type Address, isAddress, isAddressEqual } from 'viem'

/** Addresses that get the 'Blocked address' page instead of the app (spec section 6). */
export const BLOCKED_ADDRESSES: readonly Address[] = [
  '0x7F367cC41522cE07553e823bf3be79A889DEbe1B',
  '0xd882cFc20F52f2599D84b8e8D58C7FB62cfE344b',
  '0x901bB9583b24D97e995513C6778dc6888AB6870e',
  '0xA7e5d5A720f06526557c513402f2E6B5fA20b008',
  '0x8576aCC5C05D6Ce88f4e49bf65BdF0C62F91353C',
]

export const isBlockedAddress = (address: string | undefined): boolean =>
  address !== undefined &&
  isAddress(address, { strict: false }) &&
  BLOCKED_ADDRESSES.some((blocked) => isAddressEqual(blocked, address))
