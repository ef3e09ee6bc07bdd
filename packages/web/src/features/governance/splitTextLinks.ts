// Not in the SDK yet (reported): splits a proposal description into text and http(s) URL parts.
export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; url: string }

const URL_PATTERN = /https?:\/\/[^\s<>"']+/g

/** Text and http(s) links of `text`, in order; nothing else becomes a link (no javascript:, no HTML). */
export function splitTextLinks(text: string): TextPart[] {
  const parts: TextPart[] = []
  let last = 0
  for (const match of text.matchAll(URL_PATTERN)) {
    const start = match.index ?? 0
    if (start > last) parts.push({ kind: 'text', text: text.slice(last, start) })
    parts.push({ kind: 'link', url: match[0] })
    last = start + match[0].length
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) })
  return parts
}
