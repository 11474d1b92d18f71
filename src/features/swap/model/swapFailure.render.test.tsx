// @vitest-environment jsdom
import { I18nProvider } from '@lingui/react'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { TransactionStatus } from '@/components/ui'
import { toUserMessage } from '@/lib/errors'
import { i18n } from '@/lib/i18n'
import { reverted } from '@/test/revertedCall'
import { callFailure } from '@/entities/transaction/write/pickCandidate'
import { swapFailure } from './swapFailure'

afterEach(cleanup)

describe('a token’s revert reason in the error view (issue 39)', () => {
  it('markup in the reason is shown as text inside the quotation; nothing of it becomes an element', () => {
    const reason = '<img src=x onerror="window.__pwned=1"><a href="https://evil.example">Unlock</a>\u202E'
    const { container } = render(
      <I18nProvider i18n={i18n}>
        <TransactionStatus
          status="error"
          message={toUserMessage(swapFailure(callFailure(reverted(reason))))}
          onDismiss={() => undefined}
        />
      </I18nProvider>,
    )
    const shown = screen.getByTestId('transaction-error')
    expect(container.querySelector('img, a')).toBeNull()
    expect(shown.children).toHaveLength(0)
    expect(shown.textContent).toBe(
      'The transaction cannot succeed. This is probably an issue with one of the tokens you are swapping. The contract said: “<img src=x onerror="window.__pwned=1"><a href="https://evil.example">Unlock</a>”',
    )
  })
})
