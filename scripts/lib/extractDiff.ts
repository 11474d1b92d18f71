/** A message as Lingui's catalogs hold it, by id: its source text (absent for an explicit id without one). */
type Messages = Record<string, { message?: string | undefined; obsolete?: boolean | undefined }>

/** How a message reads in a report: its text, or its id when it has none. */
const describe = (id: string, entry: Messages[string] | undefined): string => entry?.message ?? id

/**
 * What `lingui extract` would change in a catalogue's message set: missing ids and obsolete ones (already-marked ones
 * too, as --clean drops them), sorted.
 */
export function diffMessageIds(extracted: Messages, stored: Messages): { missing: string[]; obsolete: string[] } {
  const live = new Set(Object.keys(stored).filter((id) => !stored[id]?.obsolete))
  const missing = Object.keys(extracted)
    .filter((id) => !live.has(id))
    .map((id) => describe(id, extracted[id]))
  const obsolete = Object.keys(stored)
    .filter((id) => !(id in extracted))
    .map((id) => describe(id, stored[id]))
  return { missing: missing.sort(), obsolete: obsolete.sort() }
}
