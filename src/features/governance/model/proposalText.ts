import { sanitizeDisplayText } from '@/entities/token'

/** A proposal's title and body for display; null where the UI shows 'Untitled' or 'No description.'. */
export interface ProposalText {
  title: string | null
  body: string | null
}

/** Longest title shown, in graphemes: a title is anyone's text, and one line in the list. */
export const MAX_TITLE_GRAPHEMES = 200

/**
 * Spec 3: the title is the description's second segment split on '# ' or a newline ('# Title\n...' gives 'Title'),
 * sanitised and clipped as anyone's text; the body is the local override, else the description (sanitised on render).
 */
export function proposalText(description: string | undefined, override?: string): ProposalText {
  const segment = description?.split(/# |\n/)[1]
  const title = segment === undefined ? '' : sanitizeDisplayText(segment, MAX_TITLE_GRAPHEMES)
  const body = override ?? description
  return { title: title || null, body: body?.trim() ? body : null }
}
