import { Trans } from '@lingui/react/macro'
import { erc20Abi, formatUnits } from 'viem'
import { useAccount } from 'wagmi'
import { addressesFor } from '@/config/addresses'
import { useBlockRead } from '@/lib/chain/useBlockRead'
import { useStaticRead } from '@/lib/chain/useStaticRead'
import { useSupportedChainId } from '@/lib/chain/useSupportedChainId'

const twoDecimals = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2, roundingMode: 'trunc' } as Intl.NumberFormatOptions)

/** The connected account's UCASH (governance token) balance, 2 decimals (spec section 9). */
export function UcashBalance() {
  const { address } = useAccount()
  const chainId = useSupportedChainId()
  const uni = addressesFor(chainId)?.uni
  const decimals = useStaticRead({ chainId, address: uni, abi: erc20Abi, functionName: 'decimals', enabled: Boolean(uni) })
  const balance = useBlockRead({ chainId, address: uni, abi: erc20Abi, functionName: 'balanceOf', args: address ? [address] : undefined, enabled: Boolean(uni && address) })
  if (!address || balance.data === undefined || decimals.data === undefined) return null
  const amount = twoDecimals.format(formatUnits(balance.data, decimals.data) as unknown as number)
  return (
    <span className="rounded-2xl bg-pink-100 px-3 py-2 text-sm font-semibold text-pink-900" data-testid="ucash-balance">
      <Trans>{amount} UCASH</Trans>
    </span>
  )
}
