/**
 * Hostile on-chain metadata on a real chain (issue 17): each corpus string deployed as a TestERC20's name and symbol,
 * read back through readTokenMetadata's multicall and shown inert; the chain is reverted afterwards.
 */
import { type Address, encodeDeployData } from 'viem'
import { describe, expect, it } from 'vitest'
import { official } from '../../../../devnet/lib/artifacts'
import { withGasMargin } from '../../../../devnet/lib/gas'
import { devnetClient, devnetManifest, useChainSnapshot } from '../../../../devnet/test/client'
import { hostileOnChainTokens } from '@/test/hostileCorpus/onChainTokens'
import { MAX_NAME_GRAPHEMES, SHORTEN_SYMBOL_OVER, displayName, displaySymbol } from '../model/displayText'
import { readTokenMetadata } from './readTokenMetadata'

const manifest = devnetManifest()
const client = devnetClient(manifest)
const deployer = manifest.accounts[0]!.address
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Co}\p{Cs}]/u
const graphemes = (text: string) => [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text)].length
/** Each hostile string once (the corpus has it for the name and for the symbol). */
const strings = [...new Set(hostileOnChainTokens.flatMap((entry) => (entry.kind === 'string' ? [entry.value] : [])))]

async function deployToken(text: string): Promise<Address> {
  const { abi, bytecode } = official.TestERC20
  const args = [text, text, 1000n] as const
  const gas = withGasMargin(
    await client.estimateGas({ account: deployer, data: encodeDeployData({ abi, bytecode, args }) }),
  )
  const hash = await client.deployContract({ account: deployer, chain: client.chain, abi, bytecode, args, gas })
  const { contractAddress } = await client.waitForTransactionReceipt({ hash })
  return contractAddress!
}

describe('hostile on-chain metadata, deployed', () => {
  useChainSnapshot(client)

  it('behavior: every hostile string comes back raw from the chain and displays inert', async () => {
    expect(strings.length).toBeGreaterThanOrEqual(15)
    for (const text of strings) {
      const token = await readTokenMetadata(client, manifest.chainId, await deployToken(text))
      expect(token, JSON.stringify(text.slice(0, 40))).toMatchObject(
        text ? { name: text, symbol: text, decimals: 18 } : { name: 'Unknown Token', symbol: 'UNKNOWN' },
      )
      for (const shown of [displaySymbol(token!.symbol), displayName(token!.name)]) expect(shown).not.toMatch(INVISIBLE)
      expect(graphemes(displaySymbol(token!.symbol))).toBeLessThanOrEqual(SHORTEN_SYMBOL_OVER)
      expect(graphemes(displayName(token!.name))).toBeLessThanOrEqual(MAX_NAME_GRAPHEMES)
    }
  })
})
