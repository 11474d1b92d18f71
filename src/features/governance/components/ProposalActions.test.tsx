// @vitest-environment jsdom
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { cleanup, render, screen, within } from '@testing-library/react'
import { type Address, encodeAbiParameters, encodeFunctionData, erc20Abi, getAddress, parseAbiParameters } from 'viem'
import { afterEach, describe, expect, it } from 'vitest'
import { addressesFor } from '@/config/addresses'
import { decodeProposalAction } from '../model/decodeProposalAction'
import { ProposalActions } from './ProposalActions'

const mainnet = addressesFor(1)!
afterEach(cleanup)
const grantee: Address = getAddress('0x00000000000000000000000000000000000000aa')

const renderActions = (chainId: number | undefined, actions: Parameters<typeof decodeProposalAction>[0][]) =>
  render(
    <I18nProvider i18n={i18n}>
      <ProposalActions chainId={chainId} actions={actions.map(decodeProposalAction)} />
    </I18nProvider>,
  )

describe('ProposalActions', () => {
  it('default: numbered actions, the known target by name, the call decoded with its address argument linked', () => {
    const calldata = encodeAbiParameters(parseAbiParameters('address, uint256'), [grantee, 1000n])
    renderActions(1, [{ target: mainnet.uni!, value: 0n, signature: 'transfer(address,uint256)', calldata }])
    const item = screen.getByRole('listitem')
    expect(item.textContent).toContain('1:')
    expect(
      within(item)
        .getByRole('link', { name: `UNI (${mainnet.uni})` })
        .getAttribute('href'),
    ).toBe(`https://etherscan.io/address/${mainnet.uni}`)
    expect(within(item).getByRole('link', { name: grantee }).getAttribute('href')).toBe(
      `https://etherscan.io/address/${grantee}`,
    )
    expect(within(item).getByTestId('decoded-call').textContent).toBe(`transfer(${grantee}, 1000)`)
  })

  it('behavior: an empty signature with unknown call data shows the raw call data; the next action still renders', () => {
    const transfer = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [grantee, 5n] })
    renderActions(undefined, [
      { target: grantee, value: 0n, signature: '', calldata: '0xdeadbeef00' },
      { target: grantee, value: 0n, signature: 'transfer(address', calldata: '0x1234' },
      { target: grantee, value: 10n ** 18n, signature: '', calldata: transfer },
    ])
    const [empty, broken, inferred] = screen.getAllByRole('listitem')
    expect(within(empty!).getByTestId('raw-calldata').textContent).toBe('0xdeadbeef00')
    expect(empty!.textContent).toContain('No function signature: the call data is sent as it is.')
    expect(within(broken!).getByTestId('raw-calldata').textContent).toBe('0x1234')
    expect(broken!.textContent).toContain('The function signature “transfer(address” cannot be read')
    expect(inferred!.textContent).toContain('the call data was matched to transfer(address,uint256) by its selector')
    expect(inferred!.textContent).toContain('Sends 1 ETH')
    // Without an explorer (the devnet), addresses are text, not links.
    expect(screen.queryAllByRole('link')).toHaveLength(0)
  })
})
