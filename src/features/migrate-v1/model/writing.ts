import type { WriteStatus } from '@/entities/transaction'

/**
 * A V1 write from the wallet until the receipt ('Migrating', 'Removing'). Any other status lets the user send again.
 */
export const isWriting = (status: WriteStatus): boolean => status === 'awaiting' || status === 'submitted'
