import type { Signer } from '@ftm-wallet/sdk'
import { describe, expect, it } from 'vitest'
import { createSignerRegistry } from './signerRegistry.js'

const A = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'
const B = '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359'
const signer = (kind: Signer['kind']) => ({ kind, confirmation: 'external' }) as Signer

/** A session that counts how often it was ended, or fails to end. */
function session(fail?: Error) {
  const ended = { count: 0 }
  return {
    ended,
    async disconnect() {
      ended.count++
      if (fail) throw fail
    },
  }
}

describe('signer registry sessions', () => {
  it("ends every session of a type and forgets that type's signers, leaving other types alone", async () => {
    const registry = createSignerRegistry()
    const [first, second, coinbase] = [session(), session(), session()]
    registry.register({ address: A, type: 'walletConnect' }, signer('walletConnect'), first)
    registry.register({ address: B, type: 'walletConnect' }, signer('walletConnect'), second)
    registry.register({ address: A, type: 'coinbase' }, signer('coinbase'), coinbase)
    expect(await registry.disconnect('walletConnect')).toBe(true)
    expect([first.ended.count, second.ended.count, coinbase.ended.count]).toEqual([1, 1, 0])
    expect(registry.get({ address: A, type: 'walletConnect' })).toBeUndefined()
    expect(registry.get({ address: A, type: 'coinbase' })?.kind).toBe('coinbase')
    expect(await registry.disconnect('walletConnect')).toBe(false)
  })

  it('says when there was no session to end', async () => {
    const registry = createSignerRegistry()
    registry.register({ address: A, type: 'ledger' }, signer('ledger'))
    expect(await registry.disconnect('coinbase')).toBe(false)
    expect(registry.get({ address: A, type: 'ledger' })?.kind).toBe('ledger')
  })

  it('forgets a session that fails to end and reports the failure', async () => {
    const registry = createSignerRegistry()
    const broken = session(new Error('relay gone'))
    registry.register({ address: A, type: 'walletConnect' }, signer('walletConnect'), broken)
    await expect(registry.disconnect('walletConnect')).rejects.toThrow('relay gone')
    expect(await registry.disconnect('walletConnect')).toBe(false)
  })
})
