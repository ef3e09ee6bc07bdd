import { describe, expect, it } from 'vitest'
import { encryptKeystore } from '../keystore/encryptKeystore.js'
import { type AccountsState, accountsStateSchema, EMPTY_ACCOUNTS_STATE } from './accountsState.js'
import { addAccount } from './addAccount.js'
import { removeAccount } from './removeAccount.js'
import { getActiveAccount, setActiveAccount } from './setActiveAccount.js'
import { getAccountFormData, updateAccount } from './updateAccount.js'

const A = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'
const B = '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359'
const C = '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB'
// Throwaway key made for this test; it never holds funds.
const keystore = await encryptKeystore(`0x${'44'.repeat(32)}`, 'pw', { scryptN: 16 })
const K = (await import('ethers')).getAddress(`0x${keystore.address}`)

const add = (state: AccountsState, input: Parameters<typeof addAccount>[1]) => addAccount(state, input).state
const three = () =>
  [A, B, C].reduce((state, address) => add(state, { address, type: 'metamask' }), EMPTY_ACCOUNTS_STATE)

describe('adding accounts', () => {
  it("names new accounts 'Wallet N' and numbers them from 1", () => {
    const state = three()
    expect(state.accounts.map((a) => [a.name, a.order])).toEqual([
      ['Wallet 1', 1],
      ['Wallet 2', 2],
      ['Wallet 3', 3],
    ])
    expect(accountsStateSchema.safeParse(state).success).toBe(true)
  })

  it('stores addresses in checksum form and clears a name equal to the address', () => {
    const { account } = addAccount(EMPTY_ACCOUNTS_STATE, {
      address: A.toLowerCase(),
      type: 'coinbase',
      name: A.toLowerCase(),
    })
    expect(account).toMatchObject({ address: A, name: '' })
  })

  it('ignores the same address and type again', () => {
    const state = add(EMPTY_ACCOUNTS_STATE, { address: A, type: 'metamask', name: 'Mine' })
    const again = addAccount(state, { address: A.toLowerCase(), type: 'metamask', name: 'Other' })
    expect(again.added).toBe(false)
    expect(again.state).toBe(state)
    expect(again.account.name).toBe('Mine')
  })

  it('makes the added account active with activate, and keeps the selection without it', () => {
    const state = setActiveAccount(three(), { address: A, type: 'metamask' })
    const kept = addAccount(state, { address: K, type: 'keystore', keystore })
    expect(kept.state.active).toEqual({ address: A, type: 'metamask' })
    const activated = addAccount(state, {
      address: K.toLowerCase(),
      type: 'keystore',
      keystore,
      activate: true,
    })
    expect(activated.state.active).toEqual({ address: K, type: 'keystore' })
    expect(getActiveAccount(activated.state)).toBe(activated.account)
    const again = addAccount(activated.state, { address: B, type: 'metamask', activate: true })
    expect(again).toMatchObject({ added: false, state: { active: { address: B, type: 'metamask' } } })
    expect(accountsStateSchema.safeParse(activated.state).success).toBe(true)
  })

  it('keeps the same address once per type', () => {
    const state = add(add(EMPTY_ACCOUNTS_STATE, { address: A, type: 'metamask' }), {
      address: A,
      type: 'walletConnect',
    })
    expect(state.accounts.map((a) => a.type)).toEqual(['metamask', 'walletConnect'])
  })

  it('lets a ledger account replace an account of the same address in place', () => {
    let state = three()
    state = setActiveAccount(state, { address: B, type: 'metamask' })
    const result = addAccount(state, { address: B, type: 'ledger', accountId: 0, addressId: 3 })
    expect(result.state.accounts.map((a) => [a.address, a.type, a.name, a.order])).toEqual([
      [A, 'metamask', 'Wallet 1', 1],
      [B, 'ledger', 'Wallet 2', 2],
      [C, 'metamask', 'Wallet 3', 3],
    ])
    expect(result.account).toMatchObject({ accountId: 0, addressId: 3 })
    expect(result.state.active).toBeNull()
  })

  it('requires a keystore of the same address on keystore accounts and refuses one elsewhere', () => {
    expect(
      addAccount(EMPTY_ACCOUNTS_STATE, { address: K, type: 'keystore', keystore }).account.keystore,
    ).toEqual(keystore)
    expect(() => addAccount(EMPTY_ACCOUNTS_STATE, { address: K, type: 'keystore' })).toThrow(
      expect.objectContaining({ code: 'KEYSTORE_INVALID_JSON' }),
    )
    expect(() => addAccount(EMPTY_ACCOUNTS_STATE, { address: A, type: 'keystore', keystore })).toThrow(
      expect.objectContaining({ code: 'KEYSTORE_INVALID', message: 'Bad keystore file or password.' }),
    )
    expect(() => addAccount(EMPTY_ACCOUNTS_STATE, { address: K, type: 'metamask', keystore })).toThrow(
      expect.objectContaining({ code: 'ACCOUNT_TYPE_INVALID' }),
    )
  })

  it.each([
    [{ address: 'nope', type: 'metamask' }, 'ADDRESS_INVALID'],
    [{ address: A, type: 'paper' }, 'ACCOUNT_TYPE_INVALID'],
    [{ address: A, type: 'ledger', addressId: -1 }, 'DERIVATION_INDEX_INVALID'],
    [null, 'ADDRESS_INVALID'],
  ])('rejects %j with %s', (input, code) => {
    expect(() => addAccount(EMPTY_ACCOUNTS_STATE, input as never)).toThrow(expect.objectContaining({ code }))
  })
})

describe('removing accounts', () => {
  it('removes the account, renumbers and clears the active selection if it was active', () => {
    const state = setActiveAccount(three(), { address: B, type: 'metamask' })
    const { state: next, removed } = removeAccount(state, { address: B, type: 'metamask' })
    expect(removed.address).toBe(B)
    expect(next.accounts.map((a) => [a.address, a.order])).toEqual([
      [A, 1],
      [C, 2],
    ])
    expect(next.active).toBeNull()
  })

  it('keeps another active account and fails typed for an unknown one', () => {
    const state = setActiveAccount(three(), { address: A, type: 'metamask' })
    expect(removeAccount(state, { address: C, type: 'metamask' }).state.active).toEqual({
      address: A,
      type: 'metamask',
    })
    expect(() => removeAccount(state, { address: C, type: 'ledger' })).toThrow(
      expect.objectContaining({ code: 'ACCOUNT_NOT_FOUND' }),
    )
  })
})

describe('updating accounts', () => {
  it('renames and moves to the 1-based order', () => {
    const { state, account } = updateAccount(three(), {
      address: C,
      type: 'metamask',
      name: ' Savings ',
      order: 1,
    })
    expect(account).toMatchObject({ address: C, name: 'Savings', order: 1 })
    expect(state.accounts.map((a) => a.address)).toEqual([C, A, B])
    expect(state.accounts.map((a) => a.order)).toEqual([1, 2, 3])
  })

  it('keeps the position for order -1 (list position + 1) and changes nothing when nothing differs', () => {
    const state = three()
    expect(getAccountFormData(state, { address: B, type: 'metamask' })).toMatchObject({
      order: 2,
      name: 'Wallet 2',
    })
    expect(updateAccount(state, { address: B, type: 'metamask', name: 'Wallet 2', order: -1 }).state).toBe(
      state,
    )
    expect(updateAccount(state, { address: B, type: 'metamask', name: 'Wallet 2', order: '2' }).state).toBe(
      state,
    )
    const renamed = updateAccount(state, { address: B, type: 'metamask', name: 'Renamed', order: -1 }).state
    expect(renamed.accounts[1]).toMatchObject({ address: B, name: 'Renamed' })
  })

  it('clears a name equal to the address', () => {
    expect(
      updateAccount(three(), { address: A, type: 'metamask', name: A.toLowerCase(), order: 1 }).account.name,
    ).toBe('')
  })

  it("rejects a blank name with 'This field cannot be blank' and a bad order with 'Value must be between 1 and N'", () => {
    const state = three()
    expect(() => updateAccount(state, { address: A, type: 'metamask', name: '  ', order: 1 })).toThrow(
      expect.objectContaining({ code: 'NAME_BLANK', message: 'This field cannot be blank' }),
    )
    expect(() => updateAccount(state, { address: A, type: 'metamask', name: 'x', order: 4 })).toThrow(
      expect.objectContaining({ code: 'ORDER_OUT_OF_RANGE', message: 'Value must be between 1 and 3' }),
    )
  })
})

describe('active account', () => {
  it('selects by address and type, and clears', () => {
    const state = setActiveAccount(three(), { address: A.toLowerCase(), type: 'metamask' })
    expect(state.active).toEqual({ address: A, type: 'metamask' })
    expect(getActiveAccount(state)?.name).toBe('Wallet 1')
    expect(setActiveAccount(state, null).active).toBeNull()
    expect(() => setActiveAccount(state, { address: A, type: 'ledger' })).toThrow(
      expect.objectContaining({ code: 'ACCOUNT_NOT_FOUND' }),
    )
  })
})
