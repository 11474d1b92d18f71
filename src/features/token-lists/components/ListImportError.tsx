import { Trans } from '@lingui/react/macro'
import { ErrorText } from '@/components/ui'

/** 'Error importing list' (spec 5) with what went wrong, in the reader's language. */
export function ListImportError({ detail }: { detail: string }) {
  return (
    <ErrorText as="div" role="alert" className="text-sm">
      <p className="font-medium">
        <Trans>Error importing list</Trans>
      </p>
      <p className="break-words">{detail}</p>
    </ErrorText>
  )
}
