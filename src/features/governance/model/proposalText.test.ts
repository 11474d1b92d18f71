import { describe, expect, it } from 'vitest'
import { MAX_TITLE_GRAPHEMES, proposalText } from './proposalText'

describe('proposalText', () => {
  it('default: the heading is the title, the whole description the body', () => {
    const description = '# Fund the grants programme\n\nSends **1,000 UNI**.'
    expect(proposalText(description)).toEqual({ title: 'Fund the grants programme', body: description })
  })

  it('behavior: without a heading the title is the second line (spec 3: second segment)', () => {
    expect(proposalText('First line\nSecond line\nThird').title).toBe('Second line')
    expect(proposalText('Only one line').title).toBeNull()
    expect(proposalText('Only one line').body).toBe('Only one line')
  })

  it('behavior: the title is trimmed, also of the carriage return of CRLF text', () => {
    expect(proposalText('#   Spaced title  \r\n\r\nBody').title).toBe('Spaced title')
    expect(proposalText('# Title\r\nBody').title).toBe('Title')
  })

  it('behavior: an empty heading or second line gives no title', () => {
    expect(proposalText('# \n\nBody').title).toBeNull()
    expect(proposalText('Intro\n\nBody').title).toBeNull()
  })

  it('behavior: an empty, blank or missing description has neither title nor body', () => {
    expect(proposalText('')).toEqual({ title: null, body: null })
    expect(proposalText('  \n ')).toEqual({ title: null, body: null })
    expect(proposalText(undefined)).toEqual({ title: null, body: null })
  })

  it('args: override replaces the body but not the title', () => {
    expect(proposalText('# On-chain title\n\nOn-chain body', '# Local\n\nLocal body')).toEqual({
      title: 'On-chain title',
      body: '# Local\n\nLocal body',
    })
    expect(proposalText(undefined, 'Local body')).toEqual({ title: null, body: 'Local body' })
  })

  it('behavior: the title is sanitised like a token name: bidi, zero-width and control characters removed', () => {
    expect(proposalText('# Pay the \u202Egnp.exe\u202C grant\u200B\u0007 now\n\nBody').title).toBe(
      'Pay the gnp.exe grant now',
    )
    expect(proposalText('# \u200B\u202E\u2066\n\nBody').title).toBeNull()
  })

  it('behavior: a long title is clipped to MAX_TITLE_GRAPHEMES, ending in an ellipsis; markup stays text', () => {
    const title = proposalText(`# ${'<b>x</b>'.repeat(100)}\n\nBody`).title ?? ''
    expect([...title]).toHaveLength(MAX_TITLE_GRAPHEMES)
    expect(title.startsWith('<b>x</b><b>')).toBe(true)
    expect(title.endsWith('…')).toBe(true)
  })
})
