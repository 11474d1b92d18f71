import { QueryClient, skipToken } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import type { ChainReader } from './readContractsBatched'
import { staticQueryOptions } from './staticQueryOptions'

const reader = {} as ChainReader

describe('staticQueryOptions', () => {
  it('keys on the name, the params and the chain, and reads its inputs from the key', async () => {
    const seen: unknown[] = []
    const options = staticQueryOptions('thing', reader, 7, { at: '0xabc' }, async (_client, input) => {
      seen.push(input)
      return input.at.length
    })
    expect(options.queryKey).toEqual(['thing', { at: '0xabc', chainId: 7 }])
    expect(options.staleTime).toBe(Infinity)
    const client = new QueryClient()
    await expect(client.fetchQuery(options)).resolves.toBe(5)
    expect(seen).toEqual([{ at: '0xabc', chainId: 7 }])
  })

  it('is skipped without a client, without a chain, or when not enabled', () => {
    const read = async () => 1
    expect(staticQueryOptions('thing', undefined, 7, {}, read).queryFn).toBe(skipToken)
    expect(staticQueryOptions('thing', reader, undefined, {}, read).queryFn).toBe(skipToken)
    expect(staticQueryOptions('thing', reader, 7, {}, read, false).queryFn).toBe(skipToken)
    expect(staticQueryOptions('thing', reader, 7, {}, read).queryFn).not.toBe(skipToken)
  })
})
