import * as z from 'zod/mini'
import en from 'zod/v4/locales/en.js'

/**
 * zod for the whole app: `zod/mini` (functional and tree-shakable), with the English issue messages classic zod set
 * on first use (`zod/mini` alone says 'Invalid input' to everything). Stored-state warnings and a token list's
 * validation details (shown to the user) quote these messages. Import `z` from here, not from 'zod' or 'zod/mini'.
 */
if (!z.config().localeError) z.config(en())

export { z }
