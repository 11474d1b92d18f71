import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { Card } from '@/components/ui'

/** A V1 page's card: its title (heading level 2), a way back to the V1 list on the detail pages, then the content. */
export function V1Frame({ title, back = false, children }: { title: ReactNode; back?: boolean; children: ReactNode }) {
  const { t } = useLingui()
  return (
    <Card as="main" variant="raised" className="mx-auto mt-8 flex w-full max-w-card flex-col gap-4">
      <div className="flex items-center gap-2">
        {back ? (
          <Link
            to="/migrate/v1"
            aria-label={t`Back`}
            className="rounded-lg px-2 text-lg text-slate-500 hover:text-brand"
          >
            <span aria-hidden className="inline-block rtl:-scale-x-100">
              ←
            </span>
          </Link>
        ) : null}
        <h2 className="text-lg font-semibold">{title}</h2>
      </div>
      {children}
    </Card>
  )
}

/** A one-line state of a V1 page ('Loading', 'You must connect an account.'...), announced unless its container is. */
export function V1Notice({ children, announce = true }: { children: ReactNode; announce?: boolean }) {
  return (
    <p role={announce ? 'status' : undefined} className="py-6 text-center text-slate-500">
      {children}
    </p>
  )
}
