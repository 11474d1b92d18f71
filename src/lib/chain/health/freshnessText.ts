import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { Freshness } from './freshness'
import type { NodeFault } from './nodeFault'

/** What a send button says while data is not current; undefined while sending is allowed. */
export function sendBlockedText(f: Freshness): MessageDescriptor | undefined {
  switch (f.kind) {
    case 'fresh':
    case 'connecting':
      return undefined
    case 'unreachable':
      return msg`Network unreachable`
    case 'wrongChain':
      return msg`Node on the wrong network`
    case 'stale':
    case 'degraded':
      return msg`Data out of date`
  }
}

/** The fault in a few words, for the status line. */
export function faultText(fault: NodeFault | undefined): MessageDescriptor {
  switch (fault?.kind) {
    case 'http': {
      const status = fault.status
      return msg`HTTP ${status}`
    }
    case 'rateLimited':
      return msg`rate limited`
    case 'unreachable':
      return msg`no connection`
    case 'timeout':
      return msg`no answer`
    case 'invalidResponse':
      return msg`invalid answer`
    case 'rpcError': {
      const code = fault.code
      return msg`node error ${code}`
    }
    case 'wrongChain': {
      const chainId = fault.chainId
      return msg`wrong chain ${chainId}`
    }
    case 'frozen':
    case undefined:
      return msg`no new block`
  }
}
