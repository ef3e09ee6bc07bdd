export interface FormatShortAddressOptions {
  /** Characters kept at the start, '0x' included (default 6). */
  head?: number
  /** Characters kept at the end (default 4). */
  tail?: number
}

/**
 * Shortens an address for display: `0x1234…abcd`. Strings already that short are returned unchanged.
 *
 * @example formatShortAddress('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed') // '0x5aAe…eAed'
 */
export function formatShortAddress(
  address: string,
  { head = 6, tail = 4 }: FormatShortAddressOptions = {},
): string {
  const text = String(address)
  if (text.length <= head + tail + 1) return text
  return `${text.slice(0, head)}…${text.slice(text.length - tail)}`
}
