import { z } from '@/config/zod'

// The CSP forbids eval: no zod build may compile validators with `new Function` or probe for it. This config is shared
// by all zod builds (`globalThis.__zod_globalConfig`), so it holds for libraries bringing classic zod; imported first.
z.config({ jitless: true })
