import { useLingui } from '@lingui/react/macro'
import { type ComponentPropsWithoutRef, type ReactNode, useMemo } from 'react'
import Markdown, { type Components, type ExtraProps } from 'react-markdown'
import { sanitizeDisplayText } from '@/entities/token'

export interface ProposalDescriptionProps {
  /** The proposal's description: on-chain text anyone may have written. */
  description: string
}

type Props<K extends 'a' | 'img'> = ComponentPropsWithoutRef<K> & ExtraProps

/**
 * The only URLs that become links: absolute https: URLs, as the URL parser reads them (what the browser will open).
 * Everything else gives '' and its text stays text: protocol-relative '//host', http:, mailto:, paths on the app's
 * own origin, fragments, and every other scheme.
 */
export function safeLinkUrl(value: string): string {
  let url: URL
  try {
    // No base: a relative or protocol-relative URL throws.
    url = new URL(value)
  } catch {
    return ''
  }
  return url.protocol === 'https:' && url.hostname !== '' ? url.href : ''
}

/**
 * An https link opening in a new tab without the opener, the referrer or any endorsement, with the host it opens
 * shown beside its text (link texts are anyone's words), in its ASCII (punycode) form so a look-alike domain shows
 * as what it is; without a safe URL, only the text.
 */
function ExternalLink({
  href,
  title,
  children,
}: {
  href: string | undefined
  title?: string | undefined
  children: ReactNode
}) {
  const url = href ? safeLinkUrl(href) : ''
  if (!url) return <span>{children}</span>
  return (
    <a
      href={url}
      title={title}
      target="_blank"
      rel="noopener noreferrer nofollow"
      className="break-all text-brand-dark underline dark:text-sky-300"
    >
      {children}{' '}
      <span
        dir="ltr"
        data-testid="link-host"
        className="inline-block rounded bg-slate-100 px-1 text-xs font-normal text-slate-600 dark:bg-slate-800 dark:text-slate-300"
      >
        {new URL(url).host}
      </span>
    </a>
  )
}

function Link({ href, title, children }: Props<'a'>) {
  return (
    <ExternalLink href={href} title={title}>
      {children}
    </ExternalLink>
  )
}

/** An image is never loaded (its origin is anyone's): it shows as a link to it, named by its alt text. */
function Image({ src, alt }: Props<'img'>) {
  const { t } = useLingui()
  return <ExternalLink href={typeof src === 'string' ? src : undefined}>{alt || t`Image`}</ExternalLink>
}

/** Headings three levels down, under the screen's title (h2) and its Description section (h3); the rest with plain Tailwind spacing. */
const components: Components = {
  h1: ({ node: _node, ...props }) => <h4 className="mb-2 mt-5 text-xl font-semibold" {...props} />,
  h2: ({ node: _node, ...props }) => <h5 className="mb-2 mt-4 text-lg font-semibold" {...props} />,
  h3: ({ node: _node, ...props }) => <h6 className="mb-2 mt-4 text-base font-semibold" {...props} />,
  h4: ({ node: _node, ...props }) => <h6 className="mb-1 mt-3 text-sm font-semibold" {...props} />,
  h5: ({ node: _node, ...props }) => <h6 className="mb-1 mt-3 text-sm font-semibold" {...props} />,
  h6: ({ node: _node, ...props }) => <h6 className="mb-1 mt-3 text-sm font-medium" {...props} />,
  p: ({ node: _node, ...props }) => <p className="my-3" {...props} />,
  ul: ({ node: _node, ...props }) => <ul className="my-3 list-disc ps-6" {...props} />,
  ol: ({ node: _node, ...props }) => <ol className="my-3 list-decimal ps-6" {...props} />,
  li: ({ node: _node, ...props }) => <li className="my-1" {...props} />,
  blockquote: ({ node: _node, ...props }) => (
    <blockquote
      className="my-3 border-s-4 border-slate-300 ps-3 text-slate-600 dark:border-slate-600 dark:text-slate-300"
      {...props}
    />
  ),
  pre: ({ node: _node, ...props }) => (
    <pre className="my-3 overflow-x-auto rounded-xl bg-slate-100 p-3 text-xs dark:bg-slate-800" {...props} />
  ),
  code: ({ node: _node, ...props }) => (
    <code className="rounded bg-slate-100 px-1 font-mono text-xs dark:bg-slate-800" {...props} />
  ),
  hr: ({ node: _node, ...props }) => <hr className="my-4 border-slate-200 dark:border-slate-700" {...props} />,
  a: Link,
  img: Image,
}

/**
 * Longer descriptions show as plain text: parsing some markdown shapes takes time growing with the cube of their size,
 * and a description is anyone's (issue 17). Real proposals are far shorter.
 */
export const MAX_MARKDOWN_CHARS = 30_000

/**
 * A proposal's description as markdown (load it through LazyProposalDescription). A description is anyone's text, so
 * it is sanitised, raw HTML shows as text, only absolute https: URLs become links and images are never loaded.
 */
export function ProposalDescription({ description }: ProposalDescriptionProps) {
  const text = useMemo(
    () => sanitizeDisplayText(description, Number.POSITIVE_INFINITY, { multiline: true }),
    [description],
  )
  if (text.length > MAX_MARKDOWN_CHARS) {
    return (
      <div className="whitespace-pre-wrap break-words text-sm leading-relaxed" data-testid="proposal-description">
        {text}
      </div>
    )
  }
  return (
    <div className="break-words text-sm leading-relaxed" data-testid="proposal-description">
      <Markdown components={components} skipHtml={false} urlTransform={safeLinkUrl}>
        {text}
      </Markdown>
    </div>
  )
}
