import { parseRuntimeConfig, type RuntimeConfig, RuntimeConfigError } from './parseRuntimeConfig.js'

/** Fetches and parses the runtime config served beside the app. */
export async function loadRuntimeConfig(
  url = '/config.json',
  fetchFn: typeof fetch = fetch,
): Promise<RuntimeConfig> {
  const response = await fetchFn(url, { cache: 'no-store' })
  return runtimeConfigOf(url, {
    status: response.status,
    text: response.ok ? await response.text() : undefined,
  })
}

/**
 * The runtime config from an answer already read: its status and, when it was ok, its text (the page's boot script
 * reads config.json's answer as soon as it comes: app/bootRequests.ts).
 */
export function runtimeConfigOf(url: string, answer: ConfigAnswer): RuntimeConfig {
  if (answer.text === undefined) throw new RuntimeConfigError(`${url} answered ${answer.status}`)
  return parseRuntimeConfig(JSON.parse(answer.text))
}

/** config.json's answer, read: `text` only when the status was ok. */
export interface ConfigAnswer {
  status: number
  text?: string | undefined
}
