/** A proposal's title and body for display; null where the UI shows 'Untitled' or 'No description.'. */
export interface ProposalText {
  title: string | null
  body: string | null
}

/**
 * Spec 3: the title is the second segment of the description split on a '# ' heading or a newline ('# Title\n...'
 * gives 'Title'; a description without a heading gives its second line), trimmed. The body is the local override
 * when there is one, else the whole description.
 */
export function proposalText(description: string | undefined, override?: string): ProposalText {
  const title = description?.split(/# |\n/)[1]?.trim()
  const body = override ?? description
  return { title: title || null, body: body?.trim() ? body : null }
}
