import { z } from '@/config/zod'

// The Content-Security-Policy forbids eval: zod must not compile validators with `new Function` (nor probe for it,
// which the browser reports as a violation). `zod/mini` never compiles, but this is the one config all zod builds
// share (`globalThis.__zod_globalConfig`), so it also holds for a library that brings classic zod. Imported first by
// main.tsx, before any schema is used.
z.config({ jitless: true })
