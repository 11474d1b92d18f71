import { sanitizeDisplayText } from '@/entities/token'

/** A proposal's title and body for display; null where the UI shows 'Untitled' or 'No description.'. */
export interface ProposalText {
  title: string | null
  body: string | null
}

/** Longest title shown, in graphemes: a title is anyone's text, and one line in the list. */
export const MAX_TITLE_GRAPHEMES = 200

/**
 * Spec 3: the title is the second segment of the description split on a '# ' heading or a newline ('# Title\n...'
 * gives 'Title'; a description without a heading gives its second line), sanitised like a token name (bidi,
 * zero-width and control characters removed, clipped). The body is the local override when there is one, else the
 * whole description; ProposalDescription sanitises it as it renders it.
 */
export function proposalText(description: string | undefined, override?: string): ProposalText {
  const segment = description?.split(/# |\n/)[1]
  const title = segment === undefined ? '' : sanitizeDisplayText(segment, MAX_TITLE_GRAPHEMES)
  const body = override ?? description
  return { title: title || null, body: body?.trim() ? body : null }
}
