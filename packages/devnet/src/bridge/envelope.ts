import {
  createCipheriv,
  createDecipheriv,
  createHmac,
  hkdfSync,
  randomBytes,
  randomUUID,
  timingSafeEqual,
} from 'node:crypto'
import * as z from 'zod'

/**
 * The envelope every POST body to the bridge travels in: `{ e, m, u, p, t, s }` (the field names of the original
 * wallet's bridge client; its scheme only obfuscated, this one encrypts and authenticates).
 *
 * Keys (both 32 bytes), from the bridge token the client is configured with ("" when none):
 *   ikm    = UTF-8("ftm-wallet-bridge:" + token)
 *   salt   = UTF-8("ftm-wallet/bridge-envelope/v1")
 *   encKey = HKDF-SHA256(ikm, salt, info = UTF-8("enc"), 32)
 *   macKey = HKDF-SHA256(ikm, salt, info = UTF-8("mac"), 32)
 * Fields:
 *   m  the method: the URL's last path segment ("getEthBalances", "getBnbBalances", "swaps", "finalizeSwap")
 *   u  a fresh random UUID v4 per request (nonce: the server refuses one it saw in the last 10 minutes)
 *   t  the client's time in ms since 1970 as a JSON number (the server refuses more than 5 minutes off)
 *   p  the AES-GCM IV: 12 random bytes as 24 lowercase hex digits
 *   e  AES-256-GCM(encKey, iv = p, additionalData = UTF-8(m + "\n" + u + "\n" + t)) of
 *      UTF-8(JSON.stringify(payload)): the ciphertext followed by the 16-byte tag, lowercase hex
 *   s  HMAC-SHA256(macKey, UTF-8(m + "\n" + u + "\n" + t + "\n" + p + "\n" + e)), lowercase hex
 * `t` is written in decimal without exponent (String(t)). Every step maps to Web Crypto (HKDF, AES-GCM with a
 * 128-bit tag appended to the ciphertext, HMAC), so browsers can seal the same envelope.
 */
export interface BridgeEnvelope {
  e: string
  m: string
  u: string
  p: string
  t: number
  s: string
}

export const bridgeEnvelopeSchema = z.object({
  e: z.string().regex(/^([0-9a-f]{2})+$/),
  m: z.string().min(1).max(64),
  u: z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
  p: z.string().regex(/^[0-9a-f]{24}$/),
  t: z.number().int().nonnegative(),
  s: z.string().regex(/^[0-9a-f]{64}$/),
})

/** Why an envelope was refused. */
export class BridgeEnvelopeError extends Error {
  override name = 'BridgeEnvelopeError'
  readonly code = 'BRIDGE_BAD_ENVELOPE'
}

const SALT = Buffer.from('ftm-wallet/bridge-envelope/v1')
const MAX_SKEW_MS = 5 * 60_000

function deriveKeys(token: string): { encKey: Buffer; macKey: Buffer } {
  const ikm = Buffer.from(`ftm-wallet-bridge:${token}`)
  return {
    encKey: Buffer.from(hkdfSync('sha256', ikm, SALT, Buffer.from('enc'), 32)),
    macKey: Buffer.from(hkdfSync('sha256', ikm, SALT, Buffer.from('mac'), 32)),
  }
}

function sign(macKey: Buffer, m: string, u: string, t: number, p: string, e: string): string {
  return createHmac('sha256', macKey).update(`${m}\n${u}\n${t}\n${p}\n${e}`).digest('hex')
}

/** Seals `payload` for `method` (what a client does; the devnet's tests and tools use it). */
export function sealBridgeEnvelope(
  payload: unknown,
  method: string,
  token = '',
  now = Date.now(),
): BridgeEnvelope {
  const { encKey, macKey } = deriveKeys(token)
  const u = randomUUID()
  const iv = randomBytes(12)
  const p = iv.toString('hex')
  const cipher = createCipheriv('aes-256-gcm', encKey, iv)
  cipher.setAAD(Buffer.from(`${method}\n${u}\n${now}`))
  const body = Buffer.concat([
    cipher.update(JSON.stringify(payload), 'utf8'),
    cipher.final(),
    cipher.getAuthTag(),
  ])
  const e = body.toString('hex')
  return { e, m: method, u, p, t: now, s: sign(macKey, method, u, now, p, e) }
}

/** Checks and decrypts an envelope for `method`; throws BridgeEnvelopeError with the reason. */
export function openBridgeEnvelope(input: unknown, method: string, token = '', now = Date.now()): unknown {
  const parsed = bridgeEnvelopeSchema.safeParse(input)
  if (!parsed.success) throw new BridgeEnvelopeError('malformed envelope')
  const { e, m, u, p, t, s } = parsed.data
  if (m !== method) throw new BridgeEnvelopeError('envelope method does not match the URL')
  if (Math.abs(now - t) > MAX_SKEW_MS) throw new BridgeEnvelopeError('envelope time is out of range')
  const { encKey, macKey } = deriveKeys(token)
  const expected = Buffer.from(sign(macKey, m, u, t, p, e), 'hex')
  if (!timingSafeEqual(expected, Buffer.from(s, 'hex')))
    throw new BridgeEnvelopeError('bad envelope signature')
  const body = Buffer.from(e, 'hex')
  if (body.length < 16) throw new BridgeEnvelopeError('malformed envelope')
  try {
    const decipher = createDecipheriv('aes-256-gcm', encKey, Buffer.from(p, 'hex'))
    decipher.setAAD(Buffer.from(`${m}\n${u}\n${t}`))
    decipher.setAuthTag(body.subarray(body.length - 16))
    const plain = Buffer.concat([decipher.update(body.subarray(0, body.length - 16)), decipher.final()])
    return JSON.parse(plain.toString('utf8'))
  } catch {
    throw new BridgeEnvelopeError('envelope cannot be decrypted')
  }
}

/** Remembers nonces (`u`) for 10 minutes so a captured envelope cannot be replayed. */
export class NonceWindow {
  private readonly seen = new Map<string, number>()
  constructor(private readonly ttlMs = 2 * MAX_SKEW_MS) {}

  /** Records `nonce`; false when it was already used. */
  use(nonce: string, now = Date.now()): boolean {
    for (const [key, at] of this.seen) {
      if (now - at <= this.ttlMs) break
      this.seen.delete(key)
    }
    if (this.seen.has(nonce)) return false
    this.seen.set(nonce, now)
    return true
  }
}
