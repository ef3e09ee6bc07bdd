import { createSHA256, createSHA512, type IHasher } from 'hash-wasm'

// PBKDF2-HMAC in WebAssembly, synchronous once loaded (ethers' `pbkdf2` seam is synchronous); see registerWorkerKdf.ts.

export type SyncPbkdf2 = (
  password: Uint8Array,
  salt: Uint8Array,
  iterations: number,
  keylen: number,
  algo: 'sha256' | 'sha512',
) => Uint8Array

/** HMAC(key, ·) as the saved hash states after the inner and the outer padded key (RFC 2104). */
function hmacStates(hasher: IHasher, key: Uint8Array): { inner: Uint8Array; outer: Uint8Array } {
  let block = key
  if (block.length > hasher.blockSize) block = hasher.init().update(block).digest('binary')
  const ipad = new Uint8Array(hasher.blockSize).fill(0x36)
  const opad = new Uint8Array(hasher.blockSize).fill(0x5c)
  for (let i = 0; i < block.length; i += 1) {
    ipad[i] = (ipad[i] as number) ^ (block[i] as number)
    opad[i] = (opad[i] as number) ^ (block[i] as number)
  }
  const inner = hasher.init().update(ipad).save()
  const outer = hasher.init().update(opad).save()
  return { inner, outer }
}

/** PBKDF2-HMAC (RFC 8018) over an already loaded WebAssembly hasher: synchronous, as ethers' `pbkdf2` is. */
function pbkdf2With(
  hasher: IHasher,
  password: Uint8Array,
  salt: Uint8Array,
  iterations: number,
  keylen: number,
): Uint8Array {
  const { inner, outer } = hmacStates(hasher, password)
  const hmac = (data: Uint8Array) => {
    const innerDigest = hasher.load(inner).update(data).digest('binary')
    return hasher.load(outer).update(innerDigest).digest('binary')
  }
  const out = new Uint8Array(keylen)
  const block = new Uint8Array(salt.length + 4)
  block.set(salt)
  const view = new DataView(block.buffer)
  for (let index = 1, offset = 0; offset < keylen; index += 1) {
    view.setUint32(salt.length, index)
    let u = hmac(block)
    const t = u.slice()
    for (let i = 1; i < iterations; i += 1) {
      u = hmac(u)
      for (let k = 0; k < t.length; k += 1) t[k] = (t[k] as number) ^ (u[k] as number)
    }
    out.set(t.subarray(0, Math.min(t.length, keylen - offset)), offset)
    offset += t.length
  }
  return out
}

/** Loads the WebAssembly SHA-256 and SHA-512 once; the PBKDF2 it returns then runs synchronously. */
export async function loadWasmPbkdf2(): Promise<SyncPbkdf2> {
  const [sha256, sha512] = await Promise.all([createSHA256(), createSHA512()])
  return (password, salt, iterations, keylen, algo) =>
    pbkdf2With(algo === 'sha512' ? sha512 : sha256, password, salt, iterations, keylen)
}
