// The "now" of the series of the pair page the app was opened at: prefetchPairPage asks for the series ending then,
// and the page, mounting a moment later, takes the same one so its queries are the ones already on their way
// (docs/behaviour/pair-detail.md#charts).

/** How long a remembered start stays usable: the page mounts within seconds of the prefetch. */
const ENTRY_TTL_MS = 60_000

let entry: { url: string; now: number; at: number } | undefined

const urlOf = (pairAddress: string, search: URLSearchParams) =>
  `${pairAddress.toLowerCase()}?span=${search.get('span') ?? ''}&data=${search.get('data') ?? ''}`

/** Remembers `now` (unix seconds) as the series' end of the pair page at `pairAddress` with `search`. */
export function rememberPairEntry(pairAddress: string, search: URLSearchParams, now: number): void {
  entry = { url: urlOf(pairAddress, search), now, at: Date.now() }
}

/** The remembered series' end of that page, if the prefetch ran for it within the last minute. */
export function pairEntryNow(pairAddress: string | undefined, search: URLSearchParams): number | undefined {
  if (!entry || !pairAddress || entry.url !== urlOf(pairAddress, search)) return undefined
  return Date.now() - entry.at < ENTRY_TTL_MS ? entry.now : undefined
}
