import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useVirtualizer } from '@tanstack/react-virtual'
import { type KeyboardEvent, useId, useMemo, useRef, useState } from 'react'
import type { Address } from 'viem'
import { type Currency, type TokenInfo, sameCurrency } from '@/entities/token'
import { Button } from '@/components/ui'
import { useTokenSearch } from '../hooks/useTokenSearch'
import { pickOnEnter } from '../model/searchTokens'
import { ImportRow } from './ImportRow'
import { TokenRow } from './TokenRow'

const ROW_HEIGHT = 56

interface SearchViewProps {
  chainId: number
  selected: Currency | undefined
  account: Address | undefined
  onPick(currency: Currency): void
  /** A token on no active list was chosen: show the import warning first. */
  onImport(tokens: TokenInfo[], listName?: string): void
  onManage(): void
}

/**
 * A combobox over a virtualised list of the chain's tokens (smooth with 10,000). Arrows move, Enter picks the active
 * option or, without one, what spec 5 says.
 */
export function SearchView({ chainId, selected, account, onPick, onImport, onManage }: SearchViewProps) {
  const { t } = useLingui()
  const listId = useId()
  const [typed, setTyped] = useState('')
  const [active, setActive] = useState(-1)
  const search = useTokenSearch(chainId, typed)
  const rows: Currency[] = useMemo(
    () => (search.native ? [search.native, ...search.results] : search.results),
    [search.native, search.results],
  )
  const scrollRef = useRef<HTMLDivElement>(null)
  // eslint-disable-next-line react-hooks/incompatible-library -- no React Compiler here; the virtualiser re-renders this component itself
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 6,
    initialRect: { width: 380, height: 8 * ROW_HEIGHT },
  })
  const optionId = (index: number) => `${listId}-option-${index}`
  const isDisabled = (currency: Currency) => sameCurrency(currency, selected)

  const move = (to: number) => {
    if (rows.length === 0) return
    const next = Math.max(0, Math.min(rows.length - 1, to))
    setActive(next)
    virtualizer.scrollToIndex(next, { align: 'auto' })
  }
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowDown') move(active + 1)
    else if (event.key === 'ArrowUp') move(active - 1)
    else if (event.key === 'Home' && active >= 0) move(0)
    else if (event.key === 'End' && active >= 0) move(rows.length - 1)
    else if (event.key === 'Enter') {
      const activeRow = active >= 0 ? rows[active] : undefined
      const choice = activeRow ?? pickOnEnter(typed, search.searchNow(typed))
      const currency = choice === 'native' ? search.nativeCurrency : choice
      if (currency && !isDisabled(currency)) onPick(currency)
    } else return
    event.preventDefault()
  }

  const nothing = rows.length === 0 && !search.addressToken && !search.addressLoading && search.inactive.length === 0
  return (
    <div className="flex min-h-0 flex-1 flex-col gap-3">
      <input
        type="text"
        role="combobox"
        aria-expanded="true"
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={active >= 0 && active < rows.length ? optionId(active) : undefined}
        aria-label={t`Search name or paste address`}
        placeholder={t`Search name or paste address`}
        autoComplete="off"
        spellCheck={false}
        value={typed}
        onChange={(event) => {
          setTyped(event.target.value)
          setActive(-1)
        }}
        onKeyDown={onKeyDown}
        className="w-full rounded-2xl border border-slate-300 bg-transparent px-4 py-3 text-base focus:border-brand dark:border-slate-700"
      />
      <p className="sr-only" aria-live="polite">
        <Plural value={rows.length} one="# result" other="# results" />
      </p>
      {search.addressToken ? (
        <ImportRow token={search.addressToken} onImport={() => onImport([search.addressToken!])} />
      ) : null}
      <div ref={scrollRef} className="min-h-0 flex-1 overflow-y-auto" data-testid="token-list-scroll">
        {/* Focusable, so the keyboard reaches the scrolling list (Tab from the search field); the arrows, Home, End and
            Enter work here as in the field. */}
        <div
          id={listId}
          role="listbox"
          aria-label={t`Tokens`}
          tabIndex={0}
          aria-activedescendant={active >= 0 && active < rows.length ? optionId(active) : undefined}
          onKeyDown={onKeyDown}
          className="rounded-xl focus-visible:outline-offset-0"
          style={{ height: virtualizer.getTotalSize(), position: 'relative' }}
        >
          {virtualizer.getVirtualItems().map((item) => {
            const currency = rows[item.index]!
            return (
              <TokenRow
                key={currency.kind === 'native' ? 'native' : currency.address}
                id={optionId(item.index)}
                currency={currency}
                account={account}
                active={item.index === active}
                disabled={isDisabled(currency)}
                imported={currency.kind === 'token' && search.imported.has(currency.address.toLowerCase())}
                position={item.index + 1}
                total={rows.length}
                style={{ transform: `translateY(${item.start}px)` }}
                onPick={() => onPick(currency)}
                onHover={() => setActive(item.index)}
              />
            )
          })}
        </div>
        {search.inactive.length > 0 ? (
          <section aria-label={t`Expanded results from inactive Token Lists`} className="mt-2 flex flex-col gap-2">
            <h3 className="text-sm font-medium text-slate-500">
              <Trans>Expanded results from inactive Token Lists</Trans>
            </h3>
            {search.inactive.slice(0, 50).map(({ token, listName }) => (
              <ImportRow
                key={token.address}
                token={token}
                listName={listName}
                onImport={() => onImport([token], listName)}
              />
            ))}
          </section>
        ) : null}
        {nothing ? (
          <p className="py-8 text-center text-slate-500">
            <Trans>No results found.</Trans>
          </p>
        ) : null}
      </div>
      <Button variant="link" className="py-2" onClick={onManage}>
        <Trans>Manage</Trans>
      </Button>
    </div>
  )
}
