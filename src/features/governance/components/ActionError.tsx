import { type AppError, toUserMessage } from '@/lib/errors'

/** A governance write's failure or blocker under its form ('No UNI Contract!', a send failure); nothing for none. */
export function ActionError({ error }: { error: AppError | undefined }) {
  if (!error) return null
  return (
    <p role="alert" className="text-sm text-red-700 dark:text-red-300" data-testid="governance-error">
      {toUserMessage(error)}
    </p>
  )
}
