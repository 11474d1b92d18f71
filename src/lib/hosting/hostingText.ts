import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { type HostingRisk, pageHostingRisk } from './hostingRisk'

/** What a send button says where sending is refused (the notice under the header says why); undefined elsewhere. */
export function sendRefusedText(risk: HostingRisk = pageHostingRisk()): MessageDescriptor | undefined {
  switch (risk.kind) {
    case 'pathGateway':
      return msg`Sending is off on this gateway`
    case 'framed':
      return msg`Sending is off in a frame`
    case 'none':
      return undefined
  }
}
