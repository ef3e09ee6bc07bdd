import { LEDGER_FANTOM_MESSAGE_UNSUPPORTED, type Signer } from '@ftm-wallet/sdk'
import { describe, expect, it } from 'vitest'
import { createDeferredSigner, createSignerRegistry } from './signerRegistry.js'

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

describe('deferred signers', () => {
  it('a Ledger Fantom account refuses messages and typed data with the typed error, without opening the device', async () => {
    let opened = 0
    const deferred = createDeferredSigner({ address: A, type: 'ledger' } as never, 'ledger', async () => {
      opened++
      return signer('ledger')
    })
    expect([deferred.kind, deferred.confirmation]).toEqual(['ledger', 'device'])
    await expect(deferred.signMessage?.('hello')).rejects.toMatchObject({
      code: 'SIGNER_MESSAGE_UNSUPPORTED',
      message: LEDGER_FANTOM_MESSAGE_UNSUPPORTED,
      details: { use: 'ledgerEth' },
    })
    await expect(deferred.signTypedData?.({})).rejects.toMatchObject({ code: 'SIGNER_MESSAGE_UNSUPPORTED' })
    expect(opened).toBe(0)
  })

  it('a Ledger Ethereum account opens its signer on the first message and signs with it, options included', async () => {
    let opened = 0
    const real = {
      ...signer('ledgerEth'),
      signMessage: async (message: unknown) => (message === 'hello' ? '0xabcd' : '0x'),
      signTypedData: async (_data: unknown, options?: { confirmedChainId?: number }) =>
        options?.confirmedChainId === 1 ? '0xef' : '0x',
    }
    const deferred = createDeferredSigner(
      { address: A, type: 'ledgerEth' } as never,
      'ledgerEth',
      async () => {
        opened++
        return real as Signer
      },
    )
    expect(await deferred.signMessage?.('hello')).toBe('0xabcd')
    expect(await deferred.signTypedData?.({}, { confirmedChainId: 1 })).toBe('0xef')
    expect(opened).toBe(1)
  })
})
