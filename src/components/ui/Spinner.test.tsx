// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { Button } from './Button'
import { Spinner } from './Spinner'

afterEach(cleanup)

describe('Spinner', () => {
  it('default: beside a text, hidden from assistive technology, no status of its own', () => {
    const { container } = render(
      <p role="status">
        <Spinner /> Initializing...
      </p>,
    )
    const spinner = container.querySelector('.animate-spin')!
    expect(spinner.getAttribute('aria-hidden')).toBe('true')
    expect(spinner.getAttribute('role')).toBeNull()
    expect(screen.getAllByRole('status')).toHaveLength(1)
    expect(screen.getByRole('status').textContent).toBe(' Initializing...')
    expect(spinner.className).toContain('h-5 w-5 border-2 border-brand')
  })

  it('behavior: with a label it stands alone, a status named by it', () => {
    render(<Spinner label="Loading pools" />)
    const status = screen.getByRole('status', { name: 'Loading pools' })
    expect(status.getAttribute('aria-hidden')).toBeNull()
  })

  it('behavior: size, tone, class names and other attributes pass through', () => {
    const { container } = render(<Spinner size="lg" variant="current" className="mx-auto" data-testid="waiting" />)
    const spinner = screen.getByTestId('waiting')
    expect(spinner).toBe(container.firstChild)
    expect(spinner.className).toContain('h-10 w-10 border-4 border-current')
    expect(spinner.className).not.toContain('border-brand')
    expect(spinner.className.split(' ')).toContain('mx-auto')
  })

  it('behavior: a busy button shows one hidden spinner and keeps its name', () => {
    render(<Button busy>Approve</Button>)
    const button = screen.getByRole('button', { name: 'Approve' })
    expect(button.getAttribute('aria-busy')).toBe('true')
    expect(button.querySelectorAll('[aria-hidden="true"].animate-spin')).toHaveLength(1)
  })
})
