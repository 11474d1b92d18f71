// @vitest-environment jsdom
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { LazyProposalDescription } from './LazyProposalDescription'
import { ProposalDescription, safeLinkUrl } from './ProposalDescription'

declare global {
  interface Window {
    __pwned?: number
  }
}

const HOSTILE = [
  '# Hostile proposal',
  '',
  '<script>window.__pwned=1</script>',
  '',
  'Click [x](javascript:window.__pwned=1) or [y](JaVaScRiPt:alert(1)) or [z](data:text/html;base64,PHNjcmlwdD4=) or [v](vbscript:msgbox(1)).',
  '',
  '<img src=x onerror="window.__pwned=1">',
  '',
  '![tracking pixel](https://tracker.example/p.png)',
  '',
  '![](javascript:window.__pwned=1)',
  '',
  '<iframe src="https://evil.example/frame"></iframe>',
  '',
  'Inline <b onclick="window.__pwned=1">bold html</b> too.',
].join('\n')

function renderDescription(description: string) {
  return render(
    <I18nProvider i18n={i18n}>
      <ProposalDescription description={description} />
    </I18nProvider>,
  )
}

afterEach(() => {
  cleanup()
  delete window.__pwned
})

describe('ProposalDescription', () => {
  it('default: ordinary markdown renders: list, bold, link with rel and a new tab', () => {
    const { container } = renderDescription(
      'Intro **strong words** here.\n\n- one\n- two\n\n1. first\n\nSee [the forum](https://gov.example/t/1).',
    )
    expect(container.querySelector('strong')?.textContent).toBe('strong words')
    expect([...container.querySelectorAll('ul > li')].map((li) => li.textContent)).toEqual(['one', 'two'])
    expect(container.querySelector('ol > li')?.textContent).toBe('first')
    const link = screen.getByRole('link', { name: 'the forum gov.example' })
    expect(link.getAttribute('href')).toBe('https://gov.example/t/1')
    expect(within(link).getByText('gov.example').dataset.testid).toBe('link-host')
    expect(link.getAttribute('rel')).toBe('noopener noreferrer nofollow')
    expect(link.getAttribute('target')).toBe('_blank')
  })

  it('behavior: headings are demoted below the page title (h2) and the Description section (h3)', () => {
    const { container } = renderDescription('# Title\n\n## Section\n\n###### Deepest')
    expect(container.querySelector('h1, h2, h3')).toBeNull()
    expect(screen.getByRole('heading', { level: 4 }).textContent).toBe('Title')
    expect(screen.getByRole('heading', { level: 5 }).textContent).toBe('Section')
    expect(screen.getByRole('heading', { level: 6 }).textContent).toBe('Deepest')
  })

  it('behavior: hostile markdown and HTML render as text and run or load nothing', () => {
    const { container } = renderDescription(HOSTILE)
    expect(container.querySelector('script, img, iframe, object, embed, b, [onerror], [onclick]')).toBeNull()
    expect(window.__pwned).toBeUndefined()
    // Raw HTML is shown as its text, never parsed.
    expect(container.textContent).toContain('<script>window.__pwned=1</script>')
    expect(container.textContent).toContain('<img src=x onerror="window.__pwned=1">')
    expect(container.textContent).toContain('<iframe src="https://evil.example/frame"></iframe>')
    // Unsafe URLs never become hrefs; their link texts stay readable.
    for (const anchor of container.querySelectorAll('a')) {
      expect(anchor.getAttribute('href') ?? '').toMatch(/^https:\/\//)
      expect(anchor.getAttribute('rel')).toBe('noopener noreferrer nofollow')
    }
    for (const text of ['x', 'y', 'z', 'v']) expect(screen.queryByRole('link', { name: text })).toBeNull()
    expect(container.textContent).toContain('Click x or y or z or v.')
    // An image is a link to it, named by its alt text; an image with an unsafe URL is only its label.
    expect(screen.getByRole('link', { name: 'tracking pixel tracker.example' }).getAttribute('href')).toBe(
      'https://tracker.example/p.png',
    )
    expect(screen.getAllByRole('link')).toHaveLength(1)
    expect(container.textContent).toContain('Image')
  })

  it('behavior: only absolute https: links are links; //host, http:, mailto:, app paths and other schemes are their text', () => {
    const { container } = renderDescription(
      'A [forum](https://gov.example/t/1), a [mirror](//evil.example/x), an [old one](http://gov.example/), [mail](mailto:a@evil.example), [home](/swap), [up](../x), [top](#top) and [files](ftp://evil.example/).',
    )
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['https://gov.example/t/1'])
    expect(container.textContent).toBe('A forum gov.example, a mirror, an old one, mail, home, up, top and files.')
  })

  it('behavior: each link shows the host it opens, not the one its text names', () => {
    renderDescription(
      '[https://uniswap.org](https://uniswap.org.evil.example/claim) and [gov.example](https://gov.example@evil.example/)',
    )
    expect(screen.getAllByTestId('link-host').map((host) => host.textContent)).toEqual([
      'uniswap.org.evil.example',
      'evil.example',
    ])
    expect(screen.getByRole('link', { name: 'https://uniswap.org uniswap.org.evil.example' })).toBeTruthy()
  })

  it('behavior: bidi, zero-width and control characters are removed from the text; its lines and markdown stay', () => {
    const { container } = renderDescription('# Ti\u202Etle\u200B\r\n\r\n- one\u2066\n- t\u0007wo')
    expect(screen.getByRole('heading', { level: 4 }).textContent).toBe('Title')
    expect([...container.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['one', 'two'])
  })

  it.each([
    ['https://gov.example/a?b=1#c', 'https://gov.example/a?b=1#c'],
    ['HTTPS://GOV.EXAMPLE', 'https://gov.example/'],
    ['https:gov.example/x', 'https://gov.example/x'],
    ['//gov.example/x', ''],
    ['\\\\gov.example/x', ''],
    ['/\\gov.example/x', ''],
    ['http://gov.example/', ''],
    ['mailto:a@gov.example', ''],
    ['/swap', ''],
    ['swap', ''],
    ['#top', ''],
    ['?q=1', ''],
    ['javascript:alert(1)', ''],
    ['data:text/html,x', ''],
    ['blob:https://gov.example/1', ''],
    ['', ''],
  ])('safeLinkUrl(%j) is %j', (value, expected) => expect(safeLinkUrl(value)).toBe(expected))

  it('behavior: the lazy wrapper shows a status, then the rendered description', async () => {
    render(
      <I18nProvider i18n={i18n}>
        <LazyProposalDescription description={'## Lazy\n\nloaded **on demand**'} />
      </I18nProvider>,
    )
    expect(screen.getByRole('status').textContent).toBe('Loading description…')
    expect((await screen.findByRole('heading', { level: 5 })).textContent).toBe('Lazy')
    expect(screen.queryByRole('status')).toBeNull()
    expect(screen.getByText('on demand').tagName).toBe('STRONG')
  })
})
