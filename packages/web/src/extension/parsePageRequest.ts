import type { PageRequest } from './protocol.js'
import { SUPPORTED_METHODS, TO_CONTENT } from './protocol.js'

/**
 * Checks what a page posted to the content script: the `target` tag, a numeric id, a known method name and an
 * array of parameters of bounded size. Anything else is null and dropped without an answer, so a page can neither
 * reach the worker with another shape nor make the wallet show anything for it.
 */
export function parsePageRequest(data: unknown): PageRequest | null {
  if (typeof data !== 'object' || data === null) return null
  const d = data as Record<string, unknown>
  if (d.target !== TO_CONTENT) return null
  if (typeof d.id !== 'number' || !Number.isSafeInteger(d.id) || d.id < 0) return null
  if (typeof d.method !== 'string' || d.method.length > 64) return null
  const params = d.params ?? []
  if (!Array.isArray(params) || params.length > 8) return null
  try {
    // The worker gets JSON only; a 1 MB ceiling keeps a page from flooding it.
    if (JSON.stringify(params).length > 1_000_000) return null
  } catch {
    return null
  }
  return { id: d.id, method: d.method, params }
}

/** True when the worker handles `method` (wallet or read method); others are refused with 4200. */
export const isSupportedMethod = (method: string) => SUPPORTED_METHODS.has(method)
