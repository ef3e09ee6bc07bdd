import { WalletError } from '../errors/WalletError.js'

/**
 * The envelope every POST body to the bridge travels in: `{ e, m, u, p, t, s }`. The field names are the
 * original wallet's; its scheme (AES-256-CBC under a random bip39 phrase sent along, plus sha256 of the URL) only
 * obfuscated. This one encrypts and authenticates, and is the scheme the devnet's bridge simulator defines
 * (packages/devnet/src/bridge/envelope.ts); both sides must change together.
 *
 * Keys (32 bytes each), from the bridge token the client is configured with ('' when none):
 *   ikm    = UTF-8("ftm-wallet-bridge:" + token)
 *   salt   = UTF-8("ftm-wallet/bridge-envelope/v1")
 *   encKey = HKDF-SHA256(ikm, salt, info = UTF-8("enc"), 32)
 *   macKey = HKDF-SHA256(ikm, salt, info = UTF-8("mac"), 32)
 * Fields:
 *   m  the method: the URL's last path segment ('getEthBalances', 'getBnbBalances', 'swaps', 'finalizeSwap')
 *   u  a fresh random UUID v4 (a nonce: the server refuses one it saw in the last 10 minutes)
 *   t  the client's time in ms since 1970 as a JSON number (the server refuses more than 5 minutes off)
 *   p  the AES-GCM IV: 12 random bytes as 24 lowercase hex digits
 *   e  AES-256-GCM(encKey, iv = p, additionalData = UTF-8(m + "\n" + u + "\n" + t)) of
 *      UTF-8(JSON.stringify(payload)): ciphertext followed by the 16-byte tag, lowercase hex
 *   s  HMAC-SHA256(macKey, UTF-8(m + "\n" + u + "\n" + t + "\n" + p + "\n" + e)), lowercase hex
 * `t` is written in decimal without exponent. Everything runs on Web Crypto (browsers and Node ≥ 20).
 */
export interface BridgeEnvelope {
  readonly e: string
  readonly m: string
  readonly u: string
  readonly p: string
  readonly t: number
  readonly s: string
}

export interface BridgeEnvelopeOptions {
  /** The bridge token ('' when none). */
  token?: string
  /** Milliseconds since 1970; defaults to `Date.now()`. */
  now?: number
}

const encoder = /* @__PURE__ */ new TextEncoder()
const SALT = /* @__PURE__ */ encoder.encode('ftm-wallet/bridge-envelope/v1')
const MAX_SKEW_MS = 5 * 60_000

const subtle = () => globalThis.crypto.subtle
const toHex = (bytes: ArrayBuffer | Uint8Array) =>
  Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, '0')).join('')
const fromHex = (hex: string) => Uint8Array.from(hex.match(/../g) ?? [], (pair) => Number.parseInt(pair, 16))

async function deriveKeys(token: string): Promise<{ encKey: CryptoKey; macKey: CryptoKey }> {
  const ikm = await subtle().importKey('raw', encoder.encode(`ftm-wallet-bridge:${token}`), 'HKDF', false, [
    'deriveBits',
  ])
  const derive = (info: string) =>
    subtle().deriveBits({ name: 'HKDF', hash: 'SHA-256', salt: SALT, info: encoder.encode(info) }, ikm, 256)
  const [enc, mac] = await Promise.all([derive('enc'), derive('mac')])
  return {
    encKey: await subtle().importKey('raw', enc, 'AES-GCM', false, ['encrypt', 'decrypt']),
    macKey: await subtle().importKey('raw', mac, { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
      'verify',
    ]),
  }
}

const signedText = (m: string, u: string, t: number, p: string, e: string) => `${m}\n${u}\n${t}\n${p}\n${e}`

/** Seals `payload` for the bridge call `method` (see {@link BridgeEnvelope} for the scheme). */
export async function sealBridgeEnvelope(
  payload: unknown,
  method: string,
  options: BridgeEnvelopeOptions = {},
): Promise<BridgeEnvelope> {
  const t = options.now ?? Date.now()
  const { encKey, macKey } = await deriveKeys(options.token ?? '')
  const u = globalThis.crypto.randomUUID()
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(12))
  const additionalData = encoder.encode(`${method}\n${u}\n${t}`)
  const sealed = await subtle().encrypt(
    { name: 'AES-GCM', iv, additionalData, tagLength: 128 },
    encKey,
    encoder.encode(JSON.stringify(payload)),
  )
  const p = toHex(iv)
  const e = toHex(sealed)
  const s = toHex(await subtle().sign('HMAC', macKey, encoder.encode(signedText(method, u, t, p, e))))
  return { e, m: method, u, p, t, s }
}

/** Why an envelope was refused by {@link openBridgeEnvelope}. */
export class BridgeEnvelopeError extends WalletError<'BRIDGE_BAD_ENVELOPE'> {
  override readonly name = 'BridgeEnvelopeError'

  constructor(reason: string) {
    super('BRIDGE_BAD_ENVELOPE', reason)
  }
}

const isEnvelope = (value: unknown): value is BridgeEnvelope => {
  const v = value as Record<string, unknown>
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.e === 'string' &&
    /^([0-9a-f]{2}){16,}$/.test(v.e) &&
    typeof v.m === 'string' &&
    typeof v.u === 'string' &&
    typeof v.p === 'string' &&
    /^[0-9a-f]{24}$/.test(v.p) &&
    typeof v.t === 'number' &&
    Number.isSafeInteger(v.t) &&
    typeof v.s === 'string' &&
    /^[0-9a-f]{64}$/.test(v.s)
  )
}

/** Checks and decrypts an envelope for `method` (what the bridge does); throws BridgeEnvelopeError. */
export async function openBridgeEnvelope(
  input: unknown,
  method: string,
  options: BridgeEnvelopeOptions = {},
): Promise<unknown> {
  if (!isEnvelope(input)) throw new BridgeEnvelopeError('malformed envelope')
  const { e, m, u, p, t, s } = input
  if (m !== method) throw new BridgeEnvelopeError('envelope method does not match the URL')
  if (Math.abs((options.now ?? Date.now()) - t) > MAX_SKEW_MS)
    throw new BridgeEnvelopeError('envelope time is out of range')
  const { encKey, macKey } = await deriveKeys(options.token ?? '')
  const valid = await subtle().verify('HMAC', macKey, fromHex(s), encoder.encode(signedText(m, u, t, p, e)))
  if (!valid) throw new BridgeEnvelopeError('bad envelope signature')
  try {
    const additionalData = encoder.encode(`${m}\n${u}\n${t}`)
    const plain = await subtle().decrypt(
      { name: 'AES-GCM', iv: fromHex(p), additionalData, tagLength: 128 },
      encKey,
      fromHex(e),
    )
    return JSON.parse(new TextDecoder().decode(plain))
  } catch {
    throw new BridgeEnvelopeError('envelope cannot be decrypted')
  }
}
