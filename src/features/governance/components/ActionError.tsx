import { ErrorText } from '@/components/ui'
import { type AppError, toUserMessage } from '@/lib/errors'

/** A governance write's failure or blocker under its form ('No UNI Contract!', a send failure); nothing for none. */
export function ActionError({ error }: { error: AppError | undefined }) {
  if (!error) return null
  return (
    <ErrorText role="alert" className="text-sm" data-testid="governance-error">
      {toUserMessage(error)}
    </ErrorText>
  )
}
