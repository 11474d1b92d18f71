import { describe, expect, it } from 'vitest'
import '@/zodConfig'
import { z } from './zod'

describe('zod (mini)', () => {
  it('words issues in English, as classic zod did (zod/mini alone says "Invalid input")', () => {
    const result = z
      .object({ name: z.string().check(z.maxLength(3)), count: z.number() })
      .safeParse({ name: 'long', count: 'x' })
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Too big: expected string to have <=3 characters',
      'Invalid input: expected number, received string',
    ])
  })

  it('runs jitless, in the one config every zod build shares (the CSP forbids eval)', async () => {
    expect(z.config().jitless).toBe(true)
    // Imported only now, so the English check above is not the classic build's doing.
    const classic = await import('zod')
    expect(classic.config()).toBe(z.config())
    expect(classic.config().jitless).toBe(true)
  })
})
