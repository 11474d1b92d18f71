import type { I18n, MessageDescriptor } from '@lingui/core'
import { z } from '@/config/zod'

/**
 * A message kept in storage or state as catalogue id and values (as text), so it shows in the language active when
 * read, not the one it was written in (issue 18).
 */
export const storedMessageSchema = z.lazy(() =>
  z.object({
    id: z.string().check(z.minLength(1), z.maxLength(200)),
    values: z.optional(z.record(z.string().check(z.maxLength(40)), z.string().check(z.maxLength(200)))),
  }),
)
export type StoredMessage = z.infer<typeof storedMessageSchema>

/** A message to keep: its text in the active language (what is shown when the message cannot be read again), and the message. */
export function storeMessage(descriptor: MessageDescriptor, i18n: I18n): { text: string; message: StoredMessage } {
  const values = Object.fromEntries(
    Object.entries(descriptor.values ?? {}).map(([name, value]) => [name, String(value)]),
  )
  // No language active yet (nothing has rendered): the source text, or the id.
  const text = i18n.locale ? i18n._(descriptor) : (descriptor.message ?? descriptor.id)
  return { text, message: { id: descriptor.id, ...(Object.keys(values).length ? { values } : {}) } }
}

/** A kept message in the active language where the catalogue has it; else the text kept with it. */
export function storedText(
  text: string | undefined,
  message: StoredMessage | undefined,
  i18n: I18n,
): string | undefined {
  if (message && i18n.messages[message.id] !== undefined) return i18n._(message.id, message.values)
  return text
}
