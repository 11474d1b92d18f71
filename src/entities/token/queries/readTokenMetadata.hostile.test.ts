import {
  type Hex,
  createPublicClient,
  custom,
  decodeFunctionData,
  encodeAbiParameters,
  encodeFunctionResult,
  multicall3Abi,
  toFunctionSelector,
} from 'viem'
import { mainnet } from 'viem/chains'
import { describe, expect, it } from 'vitest'
import { type HostileOnChainToken, hostileOnChainTokens } from '@/test/hostileCorpus/onChainTokens'
import {
  MAX_NAME_GRAPHEMES,
  SHORTEN_SYMBOL_OVER,
  UNKNOWN_SYMBOL,
  displayName,
  displaySymbol,
} from '../model/displayText'
import { readTokenMetadata } from './readTokenMetadata'

const ADDRESS = '0x1111111111111111111111111111111111111111'
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Co}\p{Cs}]/u
const graphemes = (text: string) => [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text)].length
const selector = {
  name: toFunctionSelector('name()'),
  symbol: toFunctionSelector('symbol()'),
  decimals: toFunctionSelector('decimals()'),
}

/**
 * A client whose chain holds one token with the entry's metadata, Multicall3 answered as the contract would, so the
 * text goes through viem's real decoding.
 */
function tokenClient(entry: HostileOnChainToken) {
  const text = (field: 'name' | 'symbol', plain: string): Hex =>
    entry.field === field && entry.kind === 'bytes32'
      ? entry.value
      : encodeAbiParameters([{ type: 'string' }], [entry.field === field ? entry.value : plain])
  const answer = (callData: Hex): Hex => {
    if (callData === selector.name) return text('name', 'Plain Token')
    if (callData === selector.symbol) return text('symbol', 'PLN')
    if (callData === selector.decimals) return encodeAbiParameters([{ type: 'uint8' }], [18])
    return '0x'
  }
  const transport = custom({
    async request({ method, params }: { method: string; params: [{ data: Hex }] }) {
      if (method === 'eth_chainId') return '0x1'
      if (method !== 'eth_call') throw new Error(`unexpected ${method}`)
      const { args } = decodeFunctionData({ abi: multicall3Abi, data: params[0].data })
      const calls = args[0] as readonly { callData: Hex }[]
      return encodeFunctionResult({
        abi: multicall3Abi,
        functionName: 'aggregate3',
        result: calls.map(({ callData }) => ({ success: true, returnData: answer(callData) })),
      })
    },
  })
  return createPublicClient({ chain: mainnet, transport })
}

describe('hostile on-chain token metadata', () => {
  it('has string and bytes32 entries for name and symbol', () => {
    expect(hostileOnChainTokens.length).toBeGreaterThanOrEqual(30)
    expect(new Set(hostileOnChainTokens.map(({ name }) => name)).size).toBe(hostileOnChainTokens.length)
    expect(new Set(hostileOnChainTokens.map(({ kind, field }) => `${kind} ${field}`))).toEqual(
      new Set(['string name', 'string symbol', 'bytes32 symbol']),
    )
  })

  it.each(hostileOnChainTokens.map((entry) => [entry.name, entry] as const))(
    '%s: read raw, displayed inert',
    async (_name, entry) => {
      const token = await readTokenMetadata(tokenClient(entry), 1, ADDRESS)
      expect(token).not.toBeNull()
      const value = token![entry.field]
      // Raw as the chain answered it (a non-empty string byte for byte); the fallback for empty or unreadable text.
      if (entry.kind === 'string' && entry.value !== '') expect(value).toBe(entry.value)
      if (entry.kind === 'string' && entry.value === '')
        expect(value).toBe(entry.field === 'symbol' ? 'UNKNOWN' : 'Unknown Token')
      const shown = entry.field === 'symbol' ? displaySymbol(value) : displayName(value)
      expect(shown).not.toMatch(INVISIBLE)
      expect(graphemes(shown)).toBeLessThanOrEqual(entry.field === 'symbol' ? SHORTEN_SYMBOL_OVER : MAX_NAME_GRAPHEMES)
      if (entry.field === 'symbol') expect(shown.length).toBeGreaterThan(0)
    },
  )

  it('behavior: specific outcomes', async () => {
    const symbolOf = async (name: string) =>
      displaySymbol(
        (await readTokenMetadata(tokenClient(hostileOnChainTokens.find((e) => e.name === name)!), 1, ADDRESS))!.symbol,
      )
    expect(await symbolOf('on-chain symbol: only invisible characters')).toBe(UNKNOWN_SYMBOL)
    expect(await symbolOf('on-chain symbol: zero-width in a known symbol')).toBe('USDC')
    expect(await symbolOf('on-chain symbol: 10 kB of text')).toBe('AAAA...AAAA…')
    // A bytes32 text that is not null-terminated is not text: the fallback symbol.
    expect(await symbolOf('on-chain bytes32 symbol: not null-terminated (refused)')).toBe(UNKNOWN_SYMBOL)
    expect(await symbolOf('on-chain bytes32 symbol: right-to-left override')).toBe('MKRtxt')
    expect(
      (await readTokenMetadata(
        tokenClient(hostileOnChainTokens.find((e) => e.name === 'on-chain bytes32 symbol: script tag')!),
        1,
        ADDRESS,
      ))!.symbol,
    ).toBe('<script>alert(1)</script>')
  })
})
