import {
  type Address,
  type Hex,
  encodeAbiParameters,
  encodeFunctionData,
  erc20Abi,
  getAddress,
  parseAbiParameters,
  parseEther,
} from 'viem'
import { describe, expect, it } from 'vitest'
import { uniAbi } from '@/abis/uniAbi'
import { type DecodedAction, decodeProposalAction, formatActionCall } from './decodeProposalAction'

const target: Address = '0x1f9840a85d5aF5bf1D1762F925BDADdC4201F984'
const grantee: Address = getAddress('0xe5de9c9afbf9a6a30bad44c1d2b2a0d1c1a0b0e1')
const granteeLower = grantee.toLowerCase() as Address
const transferArgs = encodeAbiParameters(parseAbiParameters('address, uint256'), [grantee, parseEther('1000')])
const action = (signature: string, calldata: Hex) => decodeProposalAction({ target, value: 0n, signature, calldata })

describe('decodeProposalAction', () => {
  it('default: the calldata decodes against the signature (no selector in it)', () => {
    expect(action('transfer(address,uint256)', transferArgs)).toEqual({
      kind: 'decoded',
      target,
      value: 0n,
      signature: 'transfer(address,uint256)',
      functionName: 'transfer',
      args: [
        { type: 'address', value: grantee, address: grantee },
        { type: 'uint256', value: '1000000000000000000000' },
      ],
    })
  })

  it('behavior: addresses come back checksummed, big numbers in full, bools and strings as text', () => {
    const data = encodeAbiParameters(parseAbiParameters('address, uint256, bool, string, bytes32'), [
      granteeLower,
      2n ** 255n,
      true,
      'a, b',
      `0x${'ab'.repeat(32)}`,
    ])
    const decoded = action('setup(address,uint256,bool,string,bytes32)', data)
    expect(decoded.kind === 'decoded' && decoded.args).toEqual([
      { type: 'address', value: grantee, address: grantee },
      { type: 'uint256', value: (2n ** 255n).toString() },
      { type: 'bool', value: 'true' },
      { type: 'string', value: 'a, b' },
      { type: 'bytes32', value: `0x${'ab'.repeat(32)}` },
    ])
  })

  it('behavior: arrays and tuples read as [..] and (..), with checksummed addresses and quoted strings', () => {
    const params = parseAbiParameters('(address to, uint256 amount)[], string[], (uint8, (bool, address))')
    const data = encodeAbiParameters(params, [
      [
        { to: granteeLower, amount: 5n },
        { to: target, amount: 6n },
      ],
      ['x', 'y"z'],
      [7, [false, granteeLower]],
    ])
    const decoded = action('batch((address to,uint256 amount)[],string[],(uint8,(bool,address)))', data)
    expect(decoded.kind === 'decoded' && decoded.args).toEqual([
      { type: '(address,uint256)[]', value: `[(${grantee}, 5), (${target}, 6)]` },
      { type: 'string[]', value: '["x", "y\\"z"]' },
      { type: '(uint8,(bool,address))', value: `(7, (false, ${grantee}))` },
    ])
  })

  it('behavior: a signature with parameter names or surrounding spaces still decodes; no arguments decode from 0x', () => {
    const named = action('  transfer(address to, uint256 amount) ', transferArgs)
    expect(named.kind).toBe('decoded')
    expect(named).not.toHaveProperty('inferred')
    expect(action('acceptAdmin()', '0x')).toMatchObject({ kind: 'decoded', functionName: 'acceptAdmin', args: [] })
  })

  it('behavior: no signature, calldata of a function in our ABIs (selector included) decodes', () => {
    const calldata = encodeFunctionData({ abi: uniAbi, functionName: 'delegate', args: [granteeLower] })
    expect(action('', calldata)).toMatchObject({
      kind: 'decoded',
      signature: 'delegate(address)',
      functionName: 'delegate',
      inferred: true,
      args: [{ type: 'address', value: grantee, address: grantee }],
    })
    const approve = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [grantee, 10n] })
    expect(action('', approve)).toMatchObject({
      kind: 'decoded',
      signature: 'approve(address,uint256)',
      functionName: 'approve',
    })
  })

  it('error: no signature and empty or unknown calldata is raw (empty-signature)', () => {
    expect(action('', '0x')).toEqual({
      kind: 'raw',
      target,
      value: 0n,
      signature: '',
      calldata: '0x',
      reason: 'empty-signature',
    })
    expect(action('', '0xdeadbeef')).toMatchObject({ kind: 'raw', reason: 'empty-signature' })
    expect(action('', '0xa9059c')).toMatchObject({ kind: 'raw', reason: 'empty-signature' })
    // A known selector with arguments that do not fit it.
    expect(action('', '0xa9059cbb1234')).toMatchObject({ kind: 'raw', reason: 'empty-signature' })
  })

  it.each([
    'transfer(address',
    'foo(uint257)',
    'foo(Bar)',
    'event Foo(uint256)',
    'foo(uint256);function bar()',
    ' ',
    '()',
  ])('error: signature %j is unparsable', (signature) => {
    expect(action(signature, transferArgs)).toMatchObject({
      kind: 'raw',
      signature,
      calldata: transferArgs,
      reason: 'unparsable-signature',
    })
  })

  it.each([
    ['too short', '0x1234'],
    ['empty', '0x'],
    ['odd length', `${transferArgs}0`],
    ['not hex', `0xzz${transferArgs.slice(4)}`],
    ['trailing bytes', `${transferArgs}00000000`],
    [
      'with the selector the signature adds',
      encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [grantee, 1n] }),
    ],
    ['dirty address padding', `0xff${transferArgs.slice(4)}`],
  ] as const)('error: calldata %s does not fit transfer(address,uint256)', (_, calldata) => {
    expect(action('transfer(address,uint256)', calldata as Hex)).toMatchObject({
      kind: 'raw',
      reason: 'undecodable-calldata',
    })
  })

  it('error: calldata for other types does not fit (a bool that is 2, a string offset out of range)', () => {
    expect(action('setFlag(bool)', encodeAbiParameters(parseAbiParameters('uint256'), [2n]))).toMatchObject({
      kind: 'raw',
      reason: 'undecodable-calldata',
    })
    expect(action('setName(string)', encodeAbiParameters(parseAbiParameters('uint256'), [2n ** 64n]))).toMatchObject({
      kind: 'raw',
      reason: 'undecodable-calldata',
    })
  })

  it('behavior: value and target pass through unchanged', () => {
    expect(decodeProposalAction({ target, value: 7n, signature: '', calldata: '0x' })).toMatchObject({
      target,
      value: 7n,
    })
  })
})

describe('formatActionCall', () => {
  it('default: the function name with its arguments comma-joined', () => {
    expect(formatActionCall(action('transfer(address,uint256)', transferArgs))).toBe(
      `transfer(${grantee}, 1000000000000000000000)`,
    )
  })

  it('behavior: string arguments are quoted, nested values as decoded', () => {
    const data = encodeAbiParameters(parseAbiParameters('string, uint256[]'), ['hi, there', [1n, 2n]])
    expect(formatActionCall(action('note(string,uint256[])', data))).toBe('note("hi, there", [1, 2])')
    expect(formatActionCall(action('acceptAdmin()', '0x'))).toBe('acceptAdmin()')
  })

  it('behavior: a raw action is its signature and calldata, whichever there is', () => {
    const raw = (signature: string, calldata: Hex): DecodedAction => ({
      kind: 'raw',
      target,
      value: 0n,
      signature,
      calldata,
      reason: 'unparsable-signature',
    })
    expect(formatActionCall(raw('foo(uint257)', '0x1234'))).toBe('foo(uint257) 0x1234')
    expect(formatActionCall(raw('', '0xdeadbeef'))).toBe('0xdeadbeef')
    expect(formatActionCall(raw('', '0x'))).toBe('')
  })
})
