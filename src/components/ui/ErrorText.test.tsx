// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { ErrorText } from './ErrorText'

afterEach(cleanup)

describe('ErrorText', () => {
  it('default: a paragraph in the error colour, with no role of its own', () => {
    const { container } = render(<ErrorText>Enter valid list location</ErrorText>)
    const text = container.firstElementChild!
    expect(text.tagName).toBe('P')
    expect(text.getAttribute('role')).toBeNull()
    expect(text.className).toBe('text-red-700 dark:text-red-300')
    expect(text.textContent).toBe('Enter valid list location')
  })

  it('behavior: keeps the role, id, test id and live region it is given, and adds the class names', () => {
    render(
      <ErrorText role="alert" id="problem" aria-live="assertive" data-testid="list-error" className="mt-2 text-sm">
        Error importing list
      </ErrorText>,
    )
    const alert = screen.getByRole('alert')
    expect(alert).toBe(screen.getByTestId('list-error'))
    expect(alert.id).toBe('problem')
    expect(alert.getAttribute('aria-live')).toBe('assertive')
    expect(alert.className.split(' ')).toEqual(['text-red-700', 'dark:text-red-300', 'mt-2', 'text-sm'])
  })

  it('behavior: as span inside a line, as div around paragraphs', () => {
    const { container } = render(
      <>
        <ErrorText as="span">Error connecting.</ErrorText>
        <ErrorText as="div">
          <p>No claim</p>
        </ErrorText>
      </>,
    )
    expect([...container.children].map((element) => element.tagName)).toEqual(['SPAN', 'DIV'])
    expect(container.querySelector('div > p')?.textContent).toBe('No claim')
  })
})
