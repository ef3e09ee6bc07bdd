import { describe, expect, it } from 'vitest'
import { parseExtensionMessage } from './parseExtensionMessage.js'

const address = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'
const hash = `0x${'ab'.repeat(32)}`

describe('parseExtensionMessage', () => {
  it('accepts the three messages of the external-site pages', () => {
    const done = { type: 'wallet_requestAccounts_done', origin: 'https://dapp.example', accounts: [address] }
    expect(parseExtensionMessage(done)).toEqual(done)
    expect(parseExtensionMessage({ type: 'wallet_sendTransaction_ready', id: 'tx-1' })).toEqual({
      type: 'wallet_sendTransaction_ready',
      id: 'tx-1',
    })
    expect(parseExtensionMessage({ type: 'wallet_sendTransaction_done', id: 'tx-1', hash })).toMatchObject({
      hash,
    })
  })

  it('accepts the pages’ refusals of an account request and of a transaction', () => {
    const origin = 'https://dapp.example'
    expect(parseExtensionMessage({ type: 'wallet_requestAccounts_rejected', origin })).toEqual({
      type: 'wallet_requestAccounts_rejected',
      origin,
    })
    expect(parseExtensionMessage({ type: 'wallet_sendTransaction_rejected', id: 'tx-1' })).toEqual({
      type: 'wallet_sendTransaction_rejected',
      id: 'tx-1',
    })
    expect(parseExtensionMessage({ type: 'wallet_requestAccounts_rejected', origin: 'file:///x' })).toBeNull()
  })

  it('drops unknown types, bad origins, bad addresses, bad ids and bad hashes', () => {
    for (const bad of [
      null,
      'wallet_sendTransaction_ready',
      { type: 'eth_sign', id: '1' },
      { type: 'wallet_requestAccounts_done', origin: 'javascript:alert(1)', accounts: [address] },
      { type: 'wallet_requestAccounts_done', origin: 'https://dapp.example', accounts: ['0x12'] },
      { type: 'wallet_sendTransaction_ready', id: '<img src=x>' },
      { type: 'wallet_sendTransaction_done', id: '1', hash: '0x1234' },
    ]) {
      expect(parseExtensionMessage(bad)).toBeNull()
    }
  })
})
