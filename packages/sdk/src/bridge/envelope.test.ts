import { describe, expect, it } from 'vitest'
import { openBridgeEnvelope, sealBridgeEnvelope } from './envelope.js'

const payload = {
  eth_address: '0x1111111111111111111111111111111111111111',
  token_uuid: 'ftm',
  amount: 'ünïcode ✓',
}

describe('bridge envelope', () => {
  it('seals the fields e, m, u, p, t, s and opens back to the payload', async () => {
    const envelope = await sealBridgeEnvelope(payload, 'getEthBalances', { now: 1_700_000_000_000 })
    expect(Object.keys(envelope).sort()).toEqual(['e', 'm', 'p', 's', 't', 'u'])
    expect(envelope).toMatchObject({ m: 'getEthBalances', t: 1_700_000_000_000 })
    expect(envelope.u).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    expect(envelope.p).toMatch(/^[0-9a-f]{24}$/)
    expect(envelope.s).toMatch(/^[0-9a-f]{64}$/)
    expect(envelope.e).not.toContain('1111')
    const opened = await openBridgeEnvelope(envelope, 'getEthBalances', { now: 1_700_000_060_000 })
    expect(opened).toEqual(payload)
  })

  it('uses a fresh nonce and IV each time', async () => {
    const a = await sealBridgeEnvelope(payload, 'swaps')
    const b = await sealBridgeEnvelope(payload, 'swaps')
    expect(a.u).not.toBe(b.u)
    expect(a.p).not.toBe(b.p)
    expect(a.e).not.toBe(b.e)
  })

  it('refuses a tampered body, another method, another token, a stale time and garbage', async () => {
    const envelope = await sealBridgeEnvelope(payload, 'swaps', { token: 'secret' })
    const flip = envelope.e.startsWith('a') ? 'b' : 'a'
    const cases: [unknown, string, object, RegExp][] = [
      [{ ...envelope, e: flip + envelope.e.slice(1) }, 'swaps', { token: 'secret' }, /signature/],
      [envelope, 'finalizeSwap', { token: 'secret' }, /method/],
      [envelope, 'swaps', { token: 'other' }, /signature/],
      [envelope, 'swaps', { token: 'secret', now: envelope.t + 6 * 60_000 }, /time/],
      [{ ...envelope, t: String(envelope.t) }, 'swaps', { token: 'secret' }, /malformed/],
      ['nope', 'swaps', {}, /malformed/],
    ]
    for (const [input, method, options, reason] of cases) {
      await expect(openBridgeEnvelope(input, method, options)).rejects.toMatchObject({
        code: 'BRIDGE_BAD_ENVELOPE',
        message: expect.stringMatching(reason),
      })
    }
  })
})
