// @vitest-environment jsdom
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { hostileProposals } from '@/test/hostileCorpus/proposals'
import { MAX_MARKDOWN_CHARS, ProposalDescription } from './ProposalDescription'

declare global {
  interface Window {
    __pwned?: number
  }
}

/** Elements that run, load, navigate or submit anything. */
const ACTIVE =
  'script, img, iframe, frame, object, embed, style, link, meta, base, form, input, button, svg, video, audio, source'
/** Rendering even the largest description must not freeze the page. */
const MAX_RENDER_MS = 5_000

afterEach(() => {
  cleanup()
  delete window.__pwned
})

describe('hostile proposal descriptions', () => {
  it.each(hostileProposals.map((entry) => [entry.name, entry] as const))(
    '%s: runs, loads and links nothing unsafe',
    (_name, { description, textOnly, hosts }) => {
      const started = performance.now()
      const { container } = render(
        <I18nProvider i18n={i18n}>
          <ProposalDescription description={description} />
        </I18nProvider>,
      )
      expect(performance.now() - started).toBeLessThan(MAX_RENDER_MS)
      expect(container.querySelector(ACTIVE)).toBeNull()
      for (const element of container.querySelectorAll('*')) {
        for (const { name } of element.attributes)
          expect(name, element.outerHTML.slice(0, 80)).not.toMatch(/^on|^style$|^srcset$|^formaction$/i)
      }
      const anchors = [...container.querySelectorAll('a')]
      for (const anchor of anchors) {
        // An absolute https: URL (no base: a relative or protocol-relative one would throw), its host shown in the link.
        const url = new URL(anchor.getAttribute('href') ?? '')
        expect(url.protocol).toBe('https:')
        expect(anchor.getAttribute('rel')).toBe('noopener noreferrer nofollow')
        expect(anchor.querySelector('[data-testid="link-host"]')?.textContent).toBe(url.host)
      }
      if (hosts)
        expect(anchors.map((anchor) => anchor.querySelector('[data-testid="link-host"]')?.textContent)).toEqual(hosts)
      if (textOnly) {
        expect(anchors).toEqual([])
        for (const text of textOnly) expect(container.textContent).toContain(text)
      }
      // Nothing invisible or direction-changing survives into the page.
      expect(container.textContent).not.toMatch(/(?![\t\n])[\p{Cc}\p{Cf}]/u)
      expect(window.__pwned).toBeUndefined()
      // Nothing of it is lost: raw HTML shows as its text.
      if (description.startsWith('<')) expect(container.textContent?.length).toBeGreaterThan(0)
    },
  )

  it('behavior: a description past MAX_MARKDOWN_CHARS shows as its text, unparsed (some shapes take cubic time to parse)', () => {
    const huge = hostileProposals.find(({ name }) => name === 'proposal: huge: 1,000 nested lists')!.description
    expect(huge.length).toBeGreaterThan(MAX_MARKDOWN_CHARS)
    const { container } = render(<ProposalDescription description={huge} />)
    expect(container.querySelector('ul, li')).toBeNull()
    expect(container.textContent).toBe(huge)
  })
})
