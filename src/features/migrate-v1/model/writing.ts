import type { WriteStatus } from '@/entities/transaction'

/**
 * A V1 write under way, from the wallet until the receipt ('Migrating', 'Removing'). Any other status lets the user
 * (try to) send: nothing sent yet, a rejection or failure (back to the entry state), a replaced or dropped transaction.
 */
export const isWriting = (status: WriteStatus): boolean => status === 'awaiting' || status === 'submitted'
