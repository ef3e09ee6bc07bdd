// @vitest-environment node
import { hexlify, scrypt } from 'ethers'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { runKdfJob } from './kdfJob.js'
import {
  dropKeptScrypt,
  KEEP_MS,
  keptScryptBytes,
  keptScryptMemory,
  type ScryptMixing,
  wipeScrypt,
} from './keptScrypt.js'
import { scryptMemoryBytes, scryptWasmBytes } from './scalarMixer.js'
import { simdRomixBytes } from './simdRomix.js'

const utf8 = (text: string) => new TextEncoder().encode(text)
const salt = (byte: number) => new Uint8Array(32).fill(byte)
const job = (N: number, r: number, p: number, saltByte: number) =>
  runKdfJob({ kind: 'scrypt', password: utf8('Pässwörd-1'), salt: salt(saltByte), N, r, p, dkLen: 32 })
const ethersScrypt = (N: number, r: number, p: number, saltByte: number) =>
  scrypt(utf8('Pässwörd-1'), salt(saltByte), N, r, p, 32)
const isZero = (bytes: Uint8Array) => bytes.every((b) => b === 0)

afterEach(() => {
  vi.useRealTimers()
  dropKeptScrypt()
})

const memoryBytes = (N: number, r: number, p: number, mixing: ScryptMixing) =>
  mixing === 'simd' ? simdRomixBytes(N, r) : scryptMemoryBytes(N, r, p)

// The worker's scrypt keeps one WebAssembly instance and its memory between jobs and prepares it before the password
// is in (docs/behaviour/wallets-and-accounts.md#key-derivation-off-the-page): that changes how fast a key comes, never
// which key, and leaves nothing of a job behind. Each test runs with our SIMD mixing (what browsers with WebAssembly
// SIMD run, and Node) and with hash-wasm's scalar mixing (the fallback where SIMD is missing).
describe.each<ScryptMixing>(['simd', 'scalar'])(
  "the KDF worker's kept scrypt instance, %s mixing",
  (mixing) => {
    beforeEach(() => dropKeptScrypt({ scalar: mixing === 'scalar' }))

    it('gives the same keys as ethers job after job, whatever the order of sizes and parameters', async () => {
      const cases: [number, number, number][] = [
        [2 ** 12, 8, 1],
        [2 ** 10, 8, 1], // smaller after larger: the memory it has is enough
        [2 ** 13, 8, 1], // larger: the memory grows
        [2 ** 10, 4, 3],
        [2 ** 12, 8, 1], // the first again, on memory another job used
        [2, 1, 1],
      ]
      for (const [index, [N, r, p]] of cases.entries()) {
        const ours = await job(N, r, p, index)
        expect(ours.mixing).toBe(mixing)
        expect(hexlify(ours.key), `N ${N} r ${r} p ${p}`).toBe(await ethersScrypt(N, r, p, index))
      }
    }, 60_000)

    it('says a job found its memory ready after a preparation or an earlier job of that size, not before', async () => {
      expect((await job(2 ** 11, 8, 1, 1)).prepared).toBe(false)
      expect((await job(2 ** 11, 8, 1, 2)).prepared).toBe(true)
      expect((await job(2 ** 12, 8, 1, 3)).prepared).toBe(false)
      dropKeptScrypt({ scalar: mixing === 'scalar' })
      expect(await runKdfJob({ kind: 'prepare', N: 2 ** 13, r: 8, p: 1 })).toEqual({ key: new Uint8Array(0) })
      expect(keptScryptBytes(2 ** 13, 8, 1)).toBe(memoryBytes(2 ** 13, 8, 1, mixing))
      expect(keptScryptMemory().length).toBeGreaterThanOrEqual(memoryBytes(2 ** 13, 8, 1, mixing))
      const prepared = await job(2 ** 13, 8, 1, 4)
      expect(prepared.prepared).toBe(true)
      expect(hexlify(prepared.key)).toBe(await ethersScrypt(2 ** 13, 8, 1, 4))
    }, 60_000)

    it('refuses parameters the mixing cannot run, with the parameters named', async () => {
      await expect(job(3, 8, 1, 7)).rejects.toThrow('scrypt parameters out of range: N 3, r 8')
      await expect(job(1, 8, 1, 7)).rejects.toThrow('scrypt parameters out of range: N 1, r 8')
      await expect(job(2 ** 10, 0, 1, 7)).rejects.toThrow('scrypt parameters out of range: N 1024, r 0')
      await expect(job(2 ** 10, 8, 0, 7)).rejects.toThrow('scrypt parameters out of range: p 0, dkLen 32')
      // and the next good job is not disturbed
      expect(hexlify((await job(2 ** 10, 8, 1, 7)).key)).toBe(await ethersScrypt(2 ** 10, 8, 1, 7))
    })

    it("overwrites the job's blocks and table with zeros once the key is out", async () => {
      await job(2 ** 11, 8, 1, 5)
      const used = keptScryptMemory().subarray(0, memoryBytes(2 ** 11, 8, 1, mixing))
      expect(isZero(used)).toBe(false)
      wipeScrypt()
      expect(isZero(keptScryptMemory())).toBe(true)
    })

    it('lets the memory go when no key was derived or asked for for a while', async () => {
      vi.useFakeTimers()
      await runKdfJob({ kind: 'prepare', N: 2 ** 11, r: 8, p: 1 })
      expect(keptScryptMemory().length).toBeGreaterThan(0)
      vi.advanceTimersByTime(KEEP_MS - 1_000)
      await job(2 ** 11, 8, 1, 6) // a job keeps it another KEEP_MS
      vi.advanceTimersByTime(KEEP_MS - 1_000)
      expect(keptScryptMemory().length).toBeGreaterThan(0)
      vi.advanceTimersByTime(1_000)
      expect(keptScryptMemory().length).toBe(0)
    })
  },
)

describe("the KDF worker's mixing code", () => {
  it("finds hash-wasm's scrypt WebAssembly in its bundle, and says so clearly when it cannot", () => {
    expect(WebAssembly.validate(scryptWasmBytes() as Uint8Array<ArrayBuffer>)).toBe(true)
    expect(() => scryptWasmBytes('!function(){}()')).toThrow(
      "hash-wasm's scrypt bundle carries no scrypt WebAssembly that we can find",
    )
  })
})
