// scrypt's mixing (ROMix with BlockMix over Salsa20/8, RFC 7914) as WebAssembly with 128-bit SIMD, for the KDF worker
// (docs/behaviour/wallets-and-accounts.md#key-derivation-off-the-page, docs/decisions.md#money-and-keys). The module is
// written here byte by byte (about 1 KB; no toolchain), validated and compiled by the browser; keptScrypt.ts falls back
// to hash-wasm's scalar mixing where WebAssembly SIMD is missing.
//
// How it works: a 64-byte Salsa20 block is held as four 128-bit rows in the "diagonal" word order (row k holds words
// 4k, 4k+5, 4k+10, 4k+15, all mod 16), so that the column and the row quarter-rounds each run on all four lanes at once,
// with one lane rotation of three rows between them. The whole table is kept in that order — XOR and copies do not
// care about the order of words, and the word scrypt reads to pick a table entry (the first of the last 64-byte block)
// keeps its place — so the words are put in that order once before the mixing and back once after
// (toDiagonal/fromDiagonal, in JavaScript).

/** Memory layout of one mixing: X (128r bytes, the block being mixed), Y (128r, scratch), then the table of N blocks. */
export const simdRomixBytes = (N: number, r: number) => 256 * r + 128 * r * N

/** The exports of the module built by simdRomixWasm(). */
export interface SimdRomixExports {
  memory: WebAssembly.Memory
  /** Mixes X (at 0, in diagonal order) in place; Y at 128r and the table at 256r are scratch. N even, ≥ 2. */
  romix(r: number, N: number): void
}

const I32 = 0x7f
const V128 = 0x7b

function uleb(value: number): number[] {
  const out: number[] = []
  let v = value >>> 0
  do {
    let byte = v & 0x7f
    v >>>= 7
    if (v !== 0) byte |= 0x80
    out.push(byte)
  } while (v !== 0)
  return out
}

function sleb(value: number): number[] {
  const out: number[] = []
  let v = value | 0
  for (;;) {
    const byte = v & 0x7f
    v >>= 7
    if ((v === 0 && (byte & 0x40) === 0) || (v === -1 && (byte & 0x40) !== 0)) {
      out.push(byte)
      return out
    }
    out.push(byte | 0x80)
  }
}

const vec = (items: number[][]) => [...uleb(items.length), ...items.flat()]
const section = (id: number, body: number[]) => [id, ...uleb(body.length), ...body]
const name = (text: string) => [...uleb(text.length), ...Array.from(text, (c) => c.charCodeAt(0))]

// The instructions used (WebAssembly core 2.0 with fixed-width SIMD).
const op = {
  loop: [0x03, 0x40],
  end: [0x0b],
  brIf: (depth: number) => [0x0d, ...uleb(depth)],
  call: (index: number) => [0x10, ...uleb(index)],
  get: (local: number) => [0x20, ...uleb(local)],
  set: (local: number) => [0x21, ...uleb(local)],
  tee: (local: number) => [0x22, ...uleb(local)],
  i32Load: (offset: number) => [0x28, 2, ...uleb(offset)],
  i32Const: (value: number) => [0x41, ...sleb(value)],
  i32LtU: [0x49],
  i32Add: [0x6a],
  i32Sub: [0x6b],
  i32Mul: [0x6c],
  i32And: [0x71],
  i32Shl: [0x74],
  i32ShrU: [0x76],
  v128Load: (offset: number) => [0xfd, 0x00, 4, ...uleb(offset)],
  v128Store: (offset: number) => [0xfd, 0x0b, 4, ...uleb(offset)],
  /** i8x16.shuffle picking whole 32-bit lanes of its first operand: lane i of the result is lane `lanes[i]`. */
  lanes: (lanes: [number, number, number, number]) => [
    0xfd,
    0x0d,
    ...lanes.flatMap((lane) => [lane * 4, lane * 4 + 1, lane * 4 + 2, lane * 4 + 3]),
  ],
  v128Or: [0xfd, 0x50],
  v128Xor: [0xfd, 0x51],
  i32x4Shl: [0xfd, ...uleb(0xab)],
  i32x4ShrU: [0xfd, ...uleb(0xad)],
  i32x4Add: [0xfd, ...uleb(0xae)],
}

/**
 * BlockMix (RFC 7914 §4) of the 2r 64-byte blocks at `input` (XORed first with those at `other` when `xor`), written
 * to `output` (even blocks in the first half, odd in the second). Parameters: input, [other,] output, r.
 */
function blockMixBody(xor: boolean): number[] {
  const [input, other, output, r] = xor ? [0, 1, 2, 3] : [0, -1, 1, 2]
  const params = xor ? 4 : 3
  // Locals after the parameters: rows x0..x3, the saved input s0..s3, t (v128); i, offset (i32).
  const x = [params, params + 1, params + 2, params + 3]
  const s = [params + 4, params + 5, params + 6, params + 7]
  const t = params + 8
  const i = params + 9
  const last = params + 10
  const code: number[] = []
  const emit = (...parts: number[][]) => {
    for (const part of parts) code.push(...part)
  }
  const load = (base: number, offset: number, row: number) =>
    emit(op.get(base), op.get(offset), op.i32Add, op.v128Load(row * 16))
  /** x[target] ^= (x[a] + x[b]) rotated left by `bits`, on the four lanes */
  const quarter = (target: number, a: number, b: number, bits: number) => {
    emit(op.get(x[a] as number), op.get(x[b] as number), op.i32x4Add, op.tee(t))
    emit(op.i32Const(bits), op.i32x4Shl, op.get(t), op.i32Const(32 - bits), op.i32x4ShrU, op.v128Or)
    emit(op.get(x[target] as number), op.v128Xor, op.set(x[target] as number))
  }
  const rotate = (row: number, lanes: [number, number, number, number]) =>
    emit(op.get(x[row] as number), op.get(x[row] as number), op.lanes(lanes), op.set(x[row] as number))

  // offset of the last block: 64 * (2r - 1)
  emit(op.get(r), op.i32Const(7), op.i32Shl, op.i32Const(64), op.i32Sub, op.set(last))
  for (let row = 0; row < 4; row += 1) {
    load(input, last, row)
    if (xor) {
      load(other, last, row)
      emit(op.v128Xor)
    }
    emit(op.set(x[row] as number))
  }
  emit(op.i32Const(0), op.set(i))
  emit(op.loop)
  // x ^= block i (of input, and of other); s = x
  for (let row = 0; row < 4; row += 1) {
    emit(op.get(x[row] as number))
    emit(op.get(input), op.get(i), op.i32Const(6), op.i32Shl, op.i32Add, op.v128Load(row * 16), op.v128Xor)
    if (xor)
      emit(op.get(other), op.get(i), op.i32Const(6), op.i32Shl, op.i32Add, op.v128Load(row * 16), op.v128Xor)
    emit(op.tee(x[row] as number), op.set(s[row] as number))
  }
  // Salsa20/8: four double rounds, a column round and a row round each.
  for (let round = 0; round < 4; round += 1) {
    quarter(1, 0, 3, 7)
    quarter(2, 1, 0, 9)
    quarter(3, 2, 1, 13)
    quarter(0, 3, 2, 18)
    rotate(1, [3, 0, 1, 2])
    rotate(2, [2, 3, 0, 1])
    rotate(3, [1, 2, 3, 0])
    quarter(3, 0, 1, 7)
    quarter(2, 3, 0, 9)
    quarter(1, 2, 3, 13)
    quarter(0, 1, 2, 18)
    rotate(1, [1, 2, 3, 0])
    rotate(2, [2, 3, 0, 1])
    rotate(3, [3, 0, 1, 2])
  }
  // x += s; written to output block (i >> 1) + (i & 1) * r
  for (let row = 0; row < 4; row += 1)
    emit(op.get(x[row] as number), op.get(s[row] as number), op.i32x4Add, op.set(x[row] as number))
  for (let row = 0; row < 4; row += 1) {
    emit(op.get(output), op.get(i), op.i32Const(1), op.i32ShrU, op.get(i), op.i32Const(1), op.i32And)
    emit(op.get(r), op.i32Mul, op.i32Add, op.i32Const(6), op.i32Shl, op.i32Add)
    emit(op.get(x[row] as number), op.v128Store(row * 16))
  }
  // i += 1 while i < 2r
  emit(
    op.get(i),
    op.i32Const(1),
    op.i32Add,
    op.tee(i),
    op.get(r),
    op.i32Const(1),
    op.i32Shl,
    op.i32LtU,
    op.brIf(0),
  )
  emit(op.end)
  emit(op.end)
  const locals = vec([
    [...uleb(9), V128],
    [...uleb(2), I32],
  ])
  const body = [...locals, ...code]
  return [...uleb(body.length), ...body]
}

/**
 * ROMix (RFC 7914 §5) of X at 0 with Y at 128r and the table V at 256r. Parameters r, N; locals: blockBytes, i, at, j.
 * The table is filled by mixing each entry into the next (V[0] = X, V[i+1] = BlockMix(V[i]), X = BlockMix(V[N-1])),
 * then X and Y take turns: Y = BlockMix(X ^ V[j]), X = BlockMix(Y ^ V[j']).
 */
function romixBody(): number[] {
  const [r, N, bytes, i, at, table] = [0, 1, 2, 3, 4, 5]
  const code: number[] = []
  const emit = (...parts: number[][]) => {
    for (const part of parts) code.push(...part)
  }
  const blockMix = 0
  const blockMixXor = 1
  emit(op.get(r), op.i32Const(7), op.i32Shl, op.set(bytes))
  emit(op.get(bytes), op.i32Const(1), op.i32Shl, op.set(table))
  // V[0] = X: copied 16 bytes at a time
  emit(op.i32Const(0), op.set(at))
  emit(op.loop)
  emit(op.get(table), op.get(at), op.i32Add, op.get(at), op.v128Load(0), op.v128Store(0))
  emit(op.get(at), op.i32Const(16), op.i32Add, op.tee(at), op.get(bytes), op.i32LtU, op.brIf(0))
  emit(op.end)
  // V[i+1] = BlockMix(V[i]) for i < N-1
  emit(op.get(table), op.set(at), op.i32Const(1), op.set(i))
  emit(op.loop)
  emit(op.get(at), op.get(at), op.get(bytes), op.i32Add, op.tee(at), op.get(r), op.call(blockMix))
  emit(op.get(i), op.i32Const(1), op.i32Add, op.tee(i), op.get(N), op.i32LtU, op.brIf(0))
  emit(op.end)
  // X = BlockMix(V[N-1])
  emit(op.get(at), op.i32Const(0), op.get(r), op.call(blockMix))
  // N/2 times: Y = BlockMix(X ^ V[j]), X = BlockMix(Y ^ V[j']), j the first word of the last 64-byte block mod N
  emit(op.i32Const(0), op.set(i))
  emit(op.loop)
  // Y (at bytes) = BlockMix(X (at 0) ^ V[j])
  emit(op.i32Const(0))
  // V[j]'s address: table + (X[last block][0] & (N-1)) * bytes, X at 0
  emit(
    op.get(table),
    op.get(bytes),
    op.i32Const(64),
    op.i32Sub,
    op.i32Load(0),
    op.get(N),
    op.i32Const(1),
    op.i32Sub,
    op.i32And,
    op.get(bytes),
    op.i32Mul,
    op.i32Add,
  )
  emit(op.get(bytes), op.get(r), op.call(blockMixXor))
  // X = BlockMix(Y ^ V[j']), Y at bytes: its last block at 2*bytes - 64
  emit(op.get(bytes))
  emit(
    op.get(table),
    op.get(bytes),
    op.i32Const(1),
    op.i32Shl,
    op.i32Const(64),
    op.i32Sub,
    op.i32Load(0),
    op.get(N),
    op.i32Const(1),
    op.i32Sub,
    op.i32And,
    op.get(bytes),
    op.i32Mul,
    op.i32Add,
  )
  emit(op.i32Const(0), op.get(r), op.call(blockMixXor))
  emit(op.get(i), op.i32Const(2), op.i32Add, op.tee(i), op.get(N), op.i32LtU, op.brIf(0))
  emit(op.end)
  emit(op.end)
  const locals = vec([[...uleb(4), I32]])
  const body = [...locals, ...code]
  return [...uleb(body.length), ...body]
}

let built: Uint8Array | undefined

/** The module's bytes (built once). */
export function simdRomixWasm(): Uint8Array {
  if (built) return built
  const types = vec([
    [0x60, ...vec([[I32], [I32], [I32]]), ...vec([])], // blockMix(input, output, r)
    [0x60, ...vec([[I32], [I32], [I32], [I32]]), ...vec([])], // blockMixXor(input, other, output, r)
    [0x60, ...vec([[I32], [I32]]), ...vec([])], // romix(r, N)
  ])
  const functions = vec([[0], [1], [2]])
  const memory = vec([[0x00, ...uleb(1)]])
  const exports = vec([
    [...name('memory'), 0x02, 0],
    [...name('romix'), 0x00, 2],
  ])
  const code = vec([blockMixBody(false), blockMixBody(true), romixBody()])
  built = new Uint8Array([
    0x00,
    0x61,
    0x73,
    0x6d,
    0x01,
    0x00,
    0x00,
    0x00,
    ...section(1, types),
    ...section(3, functions),
    ...section(5, memory),
    ...section(7, exports),
    ...section(10, code),
  ])
  return built
}

/** Whether this engine runs the module (WebAssembly with fixed-width SIMD). */
export function simdRomixSupported(): boolean {
  try {
    return typeof WebAssembly === 'object' && WebAssembly.validate(simdRomixWasm() as Uint8Array<ArrayBuffer>)
  } catch {
    return false
  }
}

/** The diagonal order: place i of each 64-byte block holds word 5i mod 16. */
const DIAGONAL = Array.from({ length: 16 }, (_, i) => (i * 5) % 16)

/** Copies `blocks` (64-byte blocks in scrypt's order) into `target` in the diagonal order the module mixes in. */
export function toDiagonal(blocks: Uint8Array, target: Uint8Array): void {
  for (let block = 0; block < blocks.length; block += 64)
    for (let i = 0; i < 16; i += 1) {
      const from = block + (DIAGONAL[i] as number) * 4
      target.set(blocks.subarray(from, from + 4), block + i * 4)
    }
}

/** The reverse of toDiagonal. */
export function fromDiagonal(mixed: Uint8Array, target: Uint8Array): void {
  for (let block = 0; block < mixed.length; block += 64)
    for (let i = 0; i < 16; i += 1) {
      const to = block + (DIAGONAL[i] as number) * 4
      target.set(mixed.subarray(block + i * 4, block + i * 4 + 4), to)
    }
}
