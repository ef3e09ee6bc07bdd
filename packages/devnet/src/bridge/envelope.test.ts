import { describe, expect, it } from 'vitest'
import { BridgeEnvelopeError, NonceWindow, openBridgeEnvelope, sealBridgeEnvelope } from './envelope.js'

const payload = { eth_address: '0x1111111111111111111111111111111111111111', token_uuid: 'abc' }

describe('bridge envelope', () => {
  it('opens what it sealed, for the same method and token', () => {
    const sealed = sealBridgeEnvelope(payload, 'getEthBalances', 'secret')
    expect(Object.keys(sealed).sort()).toEqual(['e', 'm', 'p', 's', 't', 'u'])
    expect(openBridgeEnvelope(sealed, 'getEthBalances', 'secret')).toEqual(payload)
  })

  it('does not carry the payload in clear text', () => {
    const sealed = sealBridgeEnvelope(payload, 'getEthBalances')
    expect(JSON.stringify(sealed)).not.toContain('1111111111')
  })

  it('refuses another token, another method, a changed field or an old timestamp', () => {
    const sealed = sealBridgeEnvelope(payload, 'swaps', 'secret')
    expect(() => openBridgeEnvelope(sealed, 'swaps', 'other')).toThrow(BridgeEnvelopeError)
    expect(() => openBridgeEnvelope(sealed, 'finalizeSwap', 'secret')).toThrow('method')
    expect(() => openBridgeEnvelope({ ...sealed, t: sealed.t + 1 }, 'swaps', 'secret')).toThrow('signature')
    const old = sealBridgeEnvelope(payload, 'swaps', 'secret', Date.now() - 10 * 60_000)
    expect(() => openBridgeEnvelope(old, 'swaps', 'secret')).toThrow('time')
    expect(() => openBridgeEnvelope({ e: 'zz' }, 'swaps')).toThrow('malformed')
  })

  it('accepts a nonce once within its window', () => {
    const window = new NonceWindow(1000)
    expect(window.use('n1', 0)).toBe(true)
    expect(window.use('n1', 500)).toBe(false)
    expect(window.use('n2', 2000)).toBe(true)
    expect(window.use('n1', 2001)).toBe(true)
  })
})
