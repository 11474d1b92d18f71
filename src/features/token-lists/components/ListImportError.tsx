import { Trans } from '@lingui/react/macro'

/** 'Error importing list' (spec 5) with what went wrong, in the reader's language. */
export function ListImportError({ detail }: { detail: string }) {
  return (
    <div role="alert" className="text-sm text-red-700 dark:text-red-300">
      <p className="font-medium">
        <Trans>Error importing list</Trans>
      </p>
      <p className="break-words">{detail}</p>
    </div>
  )
}
