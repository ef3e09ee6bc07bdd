import { escapeControl, stripStyleMarkers } from './escape.js'

/** Plain aligned columns (no borders), so output stays readable in narrow terminals and greppable. */
export function formatTable(headers: string[], rows: string[][], align: ('left' | 'right')[] = []): string {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => visibleLength(r[i] ?? ''))))
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => {
        const pad = (widths[i] ?? 0) - visibleLength(cell)
        return align[i] === 'right' ? ' '.repeat(pad) + cell : cell + ' '.repeat(pad)
      })
      .join('  ')
      .trimEnd()
  return [line(headers), ...rows.map(line)].join('\n')
}

/** Key/value lines: 'label   value'. */
export function formatFields(fields: Array<[string, string]>): string {
  const width = Math.max(...fields.map(([k]) => k.length))
  return fields.map(([k, v]) => `${k.padEnd(width)}  ${v}`).join('\n')
}

// Style markers (colours) take no room on screen; control characters are escaped when the table is written.
const visibleLength = (text: string) => escapeControl(stripStyleMarkers(text)).length
