import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import type { TokenList } from '@uniswap/token-lists'
import { useState } from 'react'
import { Button, ErrorText, TextField } from '@/components/ui'
import { sanitizeDisplayText } from '@/entities/token'
import {
  bundledList,
  fetchTokenList,
  isValidListLocation,
  useListFetchOptions,
  useListsStore,
} from '@/entities/token-list'
import { toUserMessage } from '@/lib/errors'
import { useDebouncedValue } from '@/lib/hooks'
import { ListImportError } from './ListImportError'
import { ListLogo } from './ListLogo'
import { ListRow } from './ListRow'

/** The Lists tab: add a list by location (previewed before import), and the lists the user has. */
export function ManageLists({
  chainId,
  onImportList,
}: {
  chainId: number
  onImportList(url: string, list: TokenList): void
}) {
  const { t } = useLingui()
  const [input, setInput] = useState('')
  const location = input.trim()
  const valid = isValidListLocation(location)
  const settled = useDebouncedValue(location, 200)
  const fetchOptions = useListFetchOptions(chainId)
  const preview = useQuery({
    queryKey: ['tokenListPreview', { location: settled, chainId }],
    // A location typed over drops its preview's request.
    queryFn: ({ signal }) => fetchTokenList(settled, fetchOptions, signal),
    enabled: valid && settled === location,
    retry: false,
    staleTime: 60_000,
  })
  const byUrl = useListsStore((state) => state.byUrl)
  const activeListUrls = useListsStore((state) => state.activeListUrls)
  const urls = Object.keys(byUrl)
  const nameOf = (url: string) => (byUrl[url]?.current ?? bundledList(url))?.name.toLowerCase() ?? url
  const sorted = [...urls].sort(
    (a, b) =>
      Number(activeListUrls.includes(b)) - Number(activeListUrls.includes(a)) || (nameOf(a) < nameOf(b) ? -1 : 1),
  )
  const previewList = valid ? preview.data : undefined
  const previewName = previewList ? sanitizeDisplayText(previewList.name, 30) : ''
  const previewCount = previewList?.tokens.length ?? 0

  return (
    <div className="flex flex-col gap-3">
      <TextField
        label={<Trans>Add a list</Trans>}
        value={input}
        onValueChange={setInput}
        placeholder={t`https:// or ipfs:// or ENS name`}
      />
      {location && !valid ? (
        <ErrorText role="alert" className="text-sm">
          <Trans>Enter valid list location</Trans>
        </ErrorText>
      ) : null}
      {valid && preview.isFetching ? (
        <p className="text-sm text-slate-500">
          <Trans>Loading...</Trans>
        </p>
      ) : null}
      {valid && preview.error ? <ListImportError detail={toUserMessage(preview.error)} /> : null}
      {previewList ? (
        <div
          className="flex items-center gap-3 rounded-2xl bg-slate-100 p-3 dark:bg-slate-800"
          data-testid="list-preview"
        >
          <ListLogo logoURI={previewList.logoURI} name={previewName} chainId={chainId} />
          <div className="min-w-0 flex-1">
            <div className="truncate font-semibold">{previewName}</div>
            <div className="text-xs text-slate-500">
              <Trans>{previewCount} tokens</Trans>
            </div>
          </div>
          {byUrl[location] ? (
            <span className="text-sm text-slate-500">
              <Trans>Loaded</Trans>
            </span>
          ) : (
            <Button size="sm" onClick={() => onImportList(location, previewList)}>
              <Trans>Import</Trans>
            </Button>
          )}
        </div>
      ) : null}
      <ul className="flex max-h-[400px] flex-col gap-2 overflow-y-auto" aria-label={t`Token lists`}>
        {sorted.map((url) => (
          <ListRow
            key={url}
            url={url}
            state={byUrl[url]!}
            active={activeListUrls.includes(url)}
            canRemove={urls.length > 1}
            chainId={chainId}
          />
        ))}
      </ul>
    </div>
  )
}
