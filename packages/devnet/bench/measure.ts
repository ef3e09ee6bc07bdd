/** Median duration in ms of `runs` calls of `fn` (after `warmup` unmeasured calls). */
export async function medianMs(fn: () => Promise<unknown>, runs: number, warmup = 3): Promise<number> {
  for (let i = 0; i < warmup; i++) await fn()
  const times: number[] = []
  for (let i = 0; i < runs; i++) {
    const start = performance.now()
    await fn()
    times.push(performance.now() - start)
  }
  times.sort((a, b) => a - b)
  return times[Math.floor(times.length / 2)] ?? 0
}

/** `<name>: ratio <x> (ours <a> ms, baseline <b> ms)` */
export function formatResult(name: string, ours: number, baseline: number): string {
  return `${name}: ratio ${(ours / baseline).toFixed(3)} (ours ${ours.toFixed(1)} ms, baseline ${baseline.toFixed(1)} ms)`
}

/** POSTs a GraphQL document and fails on errors. */
export async function graphql(url: string, query: string, variables?: object): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  })
  const body = (await response.json()) as { data?: unknown; errors?: unknown }
  if (body.errors) throw new Error(JSON.stringify(body.errors))
  return body.data
}
