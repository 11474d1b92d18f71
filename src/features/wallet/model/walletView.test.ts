import { describe, expect, it } from 'vitest'
import { type WalletView, accountView, nextWalletView } from './walletView'

const failed = { code: 'CONNECT_FAILED' } as const

describe('nextWalletView', () => {
  it("default: 'Change' leads from the account to the options, Back leads back", () => {
    const options = nextWalletView(accountView, { type: 'change' })
    expect(options).toEqual({ name: 'options' })
    expect(nextWalletView(options, { type: 'back' })).toEqual(accountView)
  })

  it('behavior: choosing a wallet goes to pending; the new connection returns to the account', () => {
    const pending = nextWalletView({ name: 'options' }, { type: 'choose', connectorUid: 'a' })
    expect(pending).toEqual({ name: 'pending', connectorUid: 'a' })
    expect(nextWalletView(pending, { type: 'done' })).toEqual(accountView)
  })

  it('error: a failure shows on the pending view of that wallet, and Try Again clears it', () => {
    const pending: WalletView = { name: 'pending', connectorUid: 'a' }
    const failedView = nextWalletView(pending, { type: 'failed', connectorUid: 'a', error: failed })
    expect(failedView).toEqual({ name: 'pending', connectorUid: 'a', error: failed })
    expect(nextWalletView(failedView, { type: 'choose', connectorUid: 'a' })).toEqual(pending)
    expect(nextWalletView(failedView, { type: 'back' })).toEqual(accountView)
  })

  it('behavior: a late failure of a connection the user left is ignored', () => {
    expect(nextWalletView(accountView, { type: 'failed', connectorUid: 'a', error: failed })).toEqual(accountView)
    const other: WalletView = { name: 'pending', connectorUid: 'b' }
    expect(nextWalletView(other, { type: 'failed', connectorUid: 'a', error: failed })).toBe(other)
  })
})
