import { parseRuntimeConfig, type RuntimeConfig, RuntimeConfigError } from './parseRuntimeConfig.js'

/** Fetches and parses the runtime config served beside the app. */
export async function loadRuntimeConfig(
  url = '/config.json',
  fetchFn: typeof fetch = fetch,
): Promise<RuntimeConfig> {
  const response = await fetchFn(url, { cache: 'no-store' })
  if (!response.ok) throw new RuntimeConfigError(`${url} answered ${response.status}`)
  return parseRuntimeConfig(await response.json())
}
