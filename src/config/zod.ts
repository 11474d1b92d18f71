import * as z from 'zod/mini'
import en from 'zod/v4/locales/en.js'

/**
 * zod for the whole app: tree-shakable `zod/mini` with classic zod's English messages (quoted in warnings and list
 * validation details). Import `z` from here, not from 'zod' or 'zod/mini'.
 */
if (!z.config().localeError) z.config(en())

export { z }
