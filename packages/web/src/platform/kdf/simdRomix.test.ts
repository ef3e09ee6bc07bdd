// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { fromDiagonal, simdRomixSupported, simdRomixWasm, toDiagonal } from './simdRomix.js'

// The SIMD mixing module (docs/behaviour/wallets-and-accounts.md#key-derivation-off-the-page); the keys it gives are
// checked against ethers' scrypt and RFC 7914's vector in keptScrypt.test.ts and kdfJob.test.ts.
describe('the SIMD scrypt mixing module', () => {
  it('is a valid WebAssembly module that this engine runs, exporting its memory and romix', async () => {
    expect(simdRomixSupported()).toBe(true)
    const module = await WebAssembly.compile(simdRomixWasm() as Uint8Array<ArrayBuffer>)
    expect(WebAssembly.Module.exports(module)).toEqual([
      { name: 'memory', kind: 'memory' },
      { name: 'romix', kind: 'function' },
    ])
  })

  it("puts each block's words in the diagonal order and back, keeping the word scrypt reads in its place", () => {
    const blocks = Uint8Array.from({ length: 256 }, (_, i) => i)
    const diagonal = new Uint8Array(256)
    toDiagonal(blocks, diagonal)
    const word = (bytes: Uint8Array, index: number) => new DataView(bytes.buffer).getUint32(index * 4, true)
    // Rows of four words: (0, 5, 10, 15), (4, 9, 14, 3), (8, 13, 2, 7), (12, 1, 6, 11), block by block.
    const order = [0, 5, 10, 15, 4, 9, 14, 3, 8, 13, 2, 7, 12, 1, 6, 11]
    for (let block = 0; block < 4; block += 1)
      for (let i = 0; i < 16; i += 1)
        expect(word(diagonal, block * 16 + i)).toBe(word(blocks, block * 16 + (order[i] as number)))
    const back = new Uint8Array(256)
    fromDiagonal(diagonal, back)
    expect(back).toEqual(blocks)
  })
})
