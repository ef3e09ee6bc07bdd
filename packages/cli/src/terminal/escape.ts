import { randomBytes } from 'node:crypto'

// Text from the chain or the API (token names and symbols, validator names, proposal texts, error messages) must
// not drive the terminal: an ESC sequence can rewrite the screen, OSC 52 can set the clipboard, BEL rings,
// a carriage return overwrites the line, bidi overrides reorder what is shown. Every line ftm writes passes
// escapeControl; our own colours travel as markers with a per-process random nonce that chain text cannot know,
// and become ANSI codes only after the escaping (docs/decisions.md#untrusted-text-in-the-terminal).

// C0 controls except tab and newline, DEL, C1 controls, and the Unicode bidi embeddings/overrides/isolates.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this regex's job
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g

const hex = (c: string, width: number) => c.charCodeAt(0).toString(16).padStart(width, '0')

/** Writes control characters visibly: `\x1b`, `\x07`, `\x9b`, `\u202e`; newlines and tabs stay. */
export function escapeControl(text: string): string {
  return text.replace(CONTROL, (c) => (c.charCodeAt(0) > 0xff ? `\\u${hex(c, 4)}` : `\\x${hex(c, 2)}`))
}

/** JSON text with DEL, C1 and bidi characters as \u escapes too (JSON.stringify escapes only C0). */
export function escapeJsonControl(json: string): string {
  return json.replace(/[\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g, (c) => `\\u${hex(c, 4)}`)
}

const NONCE = randomBytes(6).toString('hex')
const MARK_START = `\ue000${NONCE}:`
const MARK_END = '\ue001'
const MARKS = new RegExp(`\\ue000${NONCE}:([0-9;]+)\\ue001`, 'g')

/** A colour/style code (e.g. 31) as a marker that survives escapeControl; see renderForTerminal. */
export function styleMarker(code: number): string {
  return `${MARK_START}${code}${MARK_END}`
}

/** Escapes the text, then turns this process's style markers into ANSI codes (or drops them). */
export function renderForTerminal(text: string, color: boolean): string {
  return escapeControl(text).replace(MARKS, (_, code: string) => (color ? `\u001b[${code}m` : ''))
}

/** The text without style markers (for widths). */
export function stripStyleMarkers(text: string): string {
  return text.replace(MARKS, '')
}
