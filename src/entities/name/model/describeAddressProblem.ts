import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { AppContractRole } from '@/config/appContracts'
import { networkInfo } from '@/config/chains'
import { errorMessages } from '@/lib/errors'
import type { AddressProblem } from './typedAddress'

/** Which of the app's contracts it is, as one whole sentence each (no sentence is assembled from parts). */
function contractReason(role: AppContractRole): MessageDescriptor {
  switch (role) {
    case 'router':
      return msg`This is the exchange's router contract, not a wallet.`
    case 'factory':
      return msg`This is one of the exchange's factory contracts, not a wallet.`
    case 'migrator':
      return msg`This is the exchange's migration contract, not a wallet.`
    case 'pair':
      return msg`This is a pair contract of the exchange, not a wallet.`
    case 'token':
      return msg`This is a token contract, not a wallet.`
    case 'stakingPool':
      return msg`This is a reward pool contract, not a wallet.`
    case 'distributor':
      return msg`This is the airdrop's distributor contract, not a wallet.`
    case 'governor':
      return msg`This is the governance contract, not a wallet.`
    case 'timelock':
      return msg`This is the governance timelock contract, not a wallet.`
    case 'infrastructure':
      return msg`This is a contract the exchange uses, not a wallet.`
  }
}

/**
 * An address problem in words, the same on every screen: the spec's headline ('Invalid address' or 'Invalid
 * recipient') and a short reason.
 */
export function describeAddressProblem(problem: AddressProblem): {
  headline: MessageDescriptor
  reason: MessageDescriptor
} {
  switch (problem.code) {
    case 'badChecksum':
      return {
        headline: errorMessages.INVALID_ADDRESS(undefined),
        reason: msg`Its capital letters do not match the address's checksum (EIP-55), so it may be mistyped: copy it again.`,
      }
    case 'notAddress':
      return {
        headline: errorMessages.INVALID_ADDRESS(undefined),
        reason: msg`An address is 0x followed by 40 hexadecimal characters.`,
      }
    case 'noAddress': {
      const { name } = problem
      return { headline: errorMessages.INVALID_RECIPIENT(undefined), reason: msg`No address found for ${name}` }
    }
    case 'wrongChainName': {
      const { name } = problem
      const network = networkInfo(problem.chainId)?.label ?? String(problem.chainId)
      return {
        headline: errorMessages.INVALID_RECIPIENT(undefined),
        reason: msg`${name} has no address for ${network}; its Ethereum address is not used on other networks.`,
      }
    }
    case 'zeroAddress':
      return {
        headline: errorMessages.INVALID_RECIPIENT(undefined),
        reason: msg`This is the zero address: anything sent or delegated to it is lost.`,
      }
    case 'blocked':
      return { headline: errorMessages.INVALID_RECIPIENT(undefined), reason: msg`This address is blocked.` }
    case 'appContract':
      return { headline: errorMessages.INVALID_RECIPIENT(undefined), reason: contractReason(problem.role) }
  }
}
