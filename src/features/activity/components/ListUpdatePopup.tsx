import { Trans } from '@lingui/react/macro'
import { sanitizeDisplayText } from '@/entities/token'
import { summarizeListDiff, useListsStore } from '@/entities/token-list'

interface ListUpdatePopupProps {
  listUrl: string
  newVersion: string
  auto: boolean
  onClose(): void
}

/** A token list changed (spec 4): an automatic update only informs; a manual one shows its changes to accept or not. */
export function ListUpdatePopup({ listUrl, newVersion, auto, onClose }: ListUpdatePopupProps) {
  const state = useListsStore((s) => s.byUrl[listUrl])
  const name = sanitizeDisplayText(state?.current?.name ?? listUrl, 60)
  if (auto) {
    return (
      <p className="text-sm">
        <Trans>
          The token list {name} was updated to {newVersion}.
        </Trans>
      </p>
    )
  }
  const pending = state?.current && state.pendingUpdate ? state : undefined
  const diff =
    pending?.current && pending.pendingUpdate ? summarizeListDiff(pending.current, pending.pendingUpdate) : undefined
  const { added = 0, removed = 0, changed = 0 } = diff ?? {}
  return (
    <div className="flex flex-col gap-2 text-sm">
      <p>
        <Trans>
          An update to {newVersion} is available for the token list {name}.
        </Trans>
      </p>
      {diff ? (
        <p className="text-slate-500">
          <Trans>
            {added} added, {removed} removed, {changed} changed
          </Trans>
        </p>
      ) : null}
      <div className="flex gap-2">
        {pending ? (
          <button
            type="button"
            className="rounded-xl bg-brand px-3 py-1.5 font-semibold text-white"
            onClick={() => {
              useListsStore.getState().acceptListUpdate(listUrl)
              onClose()
            }}
          >
            <Trans>Accept update</Trans>
          </button>
        ) : null}
        <button type="button" className="rounded-xl px-3 py-1.5" onClick={onClose}>
          <Trans>Dismiss</Trans>
        </button>
      </div>
    </div>
  )
}
