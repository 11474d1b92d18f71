// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { Card } from './Card'

afterEach(cleanup)

const classesOf = (element: Element) => element.className.split(' ')

describe('Card', () => {
  it('default: an outlined div with the middle padding', () => {
    const { container } = render(<Card>Connected with MetaMask</Card>)
    const card = container.firstElementChild!
    expect(card.tagName).toBe('DIV')
    expect(classesOf(card)).toEqual(['rounded-2xl', 'border', 'border-slate-200', 'dark:border-slate-700', 'p-4'])
    expect(card.textContent).toBe('Connected with MetaMask')
  })

  it('behavior: a labelled section keeps its name, test id and added class names, with the padding asked for', () => {
    render(
      <Card as="section" padding={3} aria-label="From" data-testid="panel" className="flex flex-col gap-1">
        <input aria-label="From amount" />
      </Card>,
    )
    const section = screen.getByRole('region', { name: 'From' })
    expect(section.tagName).toBe('SECTION')
    expect(section).toBe(screen.getByTestId('panel'))
    expect(classesOf(section)).toEqual(expect.arrayContaining(['p-3', 'flex', 'flex-col', 'gap-1', 'border']))
    expect(classesOf(section)).not.toContain('p-4')
  })

  it('behavior: raised, as the main landmark with a role of its own', () => {
    render(
      <Card as="main" variant="raised" padding={6} role="alert" className="mx-auto">
        Something went wrong
      </Card>,
    )
    const main = screen.getByRole('alert')
    expect(main.tagName).toBe('MAIN')
    expect(classesOf(main)).toEqual(['rounded-3xl', 'bg-white', 'shadow', 'dark:bg-slate-900', 'p-6', 'mx-auto'])
  })

  it('behavior: a list item or a description list keeps its structure', () => {
    render(
      <ul>
        <Card as="li" data-testid="list-row">
          <Card as="dl">
            <dt>ETH</dt>
            <dd>1.5</dd>
          </Card>
        </Card>
      </ul>,
    )
    expect(screen.getByRole('listitem')).toBe(screen.getByTestId('list-row'))
    expect(screen.getByRole('listitem').querySelector('dl > dt')?.textContent).toBe('ETH')
  })
})
