// Draws the app icons (a white diamond on the brand blue) into public/: an SVG and PNGs for the PWA manifest.
// Run once with `node scripts/make-icons.mjs`; the outputs are committed. No dependencies: PNG is written by hand.
import { writeFileSync } from 'node:fs'
import { deflateSync } from 'node:zlib'

const out = new URL('../public/', import.meta.url)
const BLUE = [0x19, 0x69, 0xff]

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})
function crc32(buf) {
  let c = 0xffffffff
  for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}
function chunk(type, data) {
  const len = Buffer.alloc(4)
  len.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([len, body, crc])
}

/** Coverage (0..1) of the shape at a pixel, by 4×4 supersampling. */
function png(size, { padding, rounded }) {
  const rows = []
  for (let y = 0; y < size; y++) {
    const row = [0]
    for (let x = 0; x < size; x++) {
      let bg = 0
      let fg = 0
      for (let sy = 0; sy < 4; sy++) {
        for (let sx = 0; sx < 4; sx++) {
          const u = (x + (sx + 0.5) / 4) / size
          const v = (y + (sy + 0.5) / 4) / size
          const r = rounded ? 0.22 : 0
          const dx = Math.max(r - u, u - (1 - r), 0)
          const dy = Math.max(r - v, v - (1 - r), 0)
          if (dx * dx + dy * dy <= r * r) bg++
          const d = Math.abs(u - 0.5) + Math.abs(v - 0.5)
          const outer = 0.5 - padding
          if (d <= outer && d >= outer * 0.55) fg++
        }
      }
      const a = bg / 16
      const w = fg / 16
      const px = BLUE.map((c) => Math.round(c * (1 - w) + 255 * w))
      row.push(...px, Math.round(a * 255))
    }
    rows.push(Buffer.from(row))
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(size, 0)
  header.writeUInt32BE(size, 4)
  header.set([8, 6, 0, 0, 0], 8)
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

writeFileSync(new URL('icon-192.png', out), png(192, { padding: 0.2, rounded: true }))
writeFileSync(new URL('icon-512.png', out), png(512, { padding: 0.2, rounded: true }))
writeFileSync(new URL('icon-maskable-512.png', out), png(512, { padding: 0.3, rounded: false }))
writeFileSync(new URL('apple-touch-icon.png', out), png(180, { padding: 0.22, rounded: false }))
writeFileSync(
  new URL('favicon.svg', out),
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><title>Fantom Wallet</title><rect width="64" height="64" rx="14" fill="#1969ff"/><path d="M32 12 52 32 32 52 12 32Z" fill="none" stroke="#fff" stroke-width="6.5" stroke-linejoin="round"/></svg>\n`,
)
