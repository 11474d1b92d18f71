// @vitest-environment jsdom
import { I18nProvider } from '@lingui/react'
import { cleanup, render } from '@testing-library/react'
import type { TokenList } from '@uniswap/token-lists'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { getAddress } from 'viem'
import type { TokenInfo } from '@/entities/token'
import { listTokenMap, useListsStore, validateTokenList } from '@/entities/token-list'
import { i18n } from '@/lib/i18n'
import { hostileCorpus } from '@/test/hostileCorpus/tokenLists'
import { ImportRow } from './ImportRow'
import { ImportTokenView } from './ImportTokenView'
import { ListRow } from './ListRow'

const ADDRESS = getAddress('0x1f9840a85d5aF5bf1D1762F925BDADdC4201F984')
const tokenWith = (fields: Partial<TokenInfo>): TokenInfo => ({
  kind: 'token',
  chainId: 1,
  address: ADDRESS,
  decimals: 18,
  symbol: 'TKN',
  name: 'Token',
  ...fields,
})

/** Every token the corpus can put in front of a user: raw names and symbols, logos, and tokens of lists the schema lets through. */
function hostileTokens(): TokenInfo[] {
  const tokens: TokenInfo[] = []
  for (const entry of hostileCorpus) {
    if (entry.kind === 'name') tokens.push(tokenWith({ name: String(entry.value) }))
    if (entry.kind === 'symbol') tokens.push(tokenWith({ symbol: String(entry.value) }))
    if (entry.kind === 'logoURI') tokens.push(tokenWith({ logoURI: String(entry.value) }))
    if (entry.kind === 'list') {
      try {
        tokens.push(...listTokenMap(validateTokenList(entry.value), 1).values())
      } catch {
        // Refused by the schema: never shown.
      }
    }
  }
  return tokens
}

function acceptedLists(): TokenList[] {
  return hostileCorpus.flatMap((entry) => {
    if (entry.kind !== 'list') return []
    try {
      return [validateTokenList(entry.value)]
    } catch {
      return []
    }
  })
}

const INVISIBLE = /[\p{Cc}\p{Cf}]/u

/** Nothing active in the DOM: no script-capable element, no event-handler attribute, only https or same-origin images. */
function expectInert(container: HTMLElement): void {
  expect(container.querySelectorAll('script, iframe, object, embed, link, meta, style, base, form')).toHaveLength(0)
  for (const element of container.querySelectorAll('*')) {
    for (const attribute of element.attributes)
      expect(attribute.name.startsWith('on'), `${element.tagName} ${attribute.name}`).toBe(false)
    const href = element.getAttribute('href')
    if (href) expect(href).toMatch(/^https:\/\//)
  }
  for (const img of container.querySelectorAll('img'))
    expect(img.src.startsWith('https://') || img.src.startsWith(`${window.location.origin}/`), img.src).toBe(true)
  expect(container.textContent ?? '').not.toMatch(INVISIBLE)
}

afterEach(cleanup)

describe('hostile metadata renders inert', () => {
  const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined)
  const tokens = hostileTokens()

  it('covers the corpus', () => expect(tokens.length).toBeGreaterThan(60))

  it('in the import rows and the import warning', () => {
    for (const token of tokens) {
      const { container, unmount } = render(
        <I18nProvider i18n={i18n}>
          <ImportRow token={token} listName={token.name} onImport={() => undefined} />
          <ImportTokenView tokens={[token]} listName={token.symbol} onImport={() => undefined} />
        </I18nProvider>,
      )
      expectInert(container)
      unmount()
    }
    expect(alert).not.toHaveBeenCalled()
    expect((window as unknown as { __pwned?: unknown }).__pwned).toBeUndefined()
  })

  it('in the manage view’s list rows', () => {
    for (const [index, list] of acceptedLists().entries()) {
      const url = `https://lists.example/${index}.json`
      useListsStore.setState({
        byUrl: {
          [url]: {
            current: list,
            pendingUpdate: null,
            error: { code: 'LIST_VALIDATION_FAILED', params: { details: list.name } },
          },
        },
      })
      const { container, unmount } = render(
        <I18nProvider i18n={i18n}>
          <ul>
            <ListRow url={url} state={useListsStore.getState().byUrl[url]!} active canRemove chainId={1} />
          </ul>
        </I18nProvider>,
      )
      expectInert(container)
      unmount()
    }
    expect(alert).not.toHaveBeenCalled()
  })
})
