import { z } from 'zod'

// The Content-Security-Policy forbids eval: zod must not compile validators with `new Function` (nor probe for it,
// which the browser reports as a violation). Imported first by main.tsx, before any schema is used.
z.config({ jitless: true })
