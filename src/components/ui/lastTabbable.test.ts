// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { lastTabbable } from './lastTabbable'

describe('lastTabbable', () => {
  afterEach(() => {
    document.body.innerHTML = ''
    vi.restoreAllMocks()
  })

  const render = (html: string) => {
    document.body.innerHTML = `<div id="root">${html}</div>`
    // jsdom lays nothing out: everything but [data-unrendered] counts as rendered.
    vi.spyOn(HTMLElement.prototype, 'getClientRects').mockImplementation(function (this: HTMLElement) {
      return (this.closest('[data-unrendered]') ? [] : [{}]) as unknown as DOMRectList
    })
    return document.getElementById('root')!
  }

  it.each([
    ['the last button', '<button id="a">A</button><button id="b">B</button>', 'b'],
    ['skips a disabled one', '<button id="a">A</button><button id="b" disabled>B</button>', 'a'],
    ['skips one out of the tab order', '<input id="a"><div id="b" tabindex="-1">B</div>', 'a'],
    ['counts an element put in the tab order', '<button id="a">A</button><div id="b" tabindex="0">B</div>', 'b'],
    ['skips one not rendered', '<a id="a" href="/x">A</a><span data-unrendered><button id="b">B</button></span>', 'a'],
    ['nested, in document order', '<div><button id="a">A</button><p><input id="b"></p></div><span>text</span>', 'b'],
  ])('%s', (_name, html, expected) => {
    expect(lastTabbable(render(html))?.id).toBe(expected)
  })

  it('nothing to reach: undefined', () => {
    expect(lastTabbable(render('<p>text</p><button disabled>x</button>'))).toBeUndefined()
  })
})
