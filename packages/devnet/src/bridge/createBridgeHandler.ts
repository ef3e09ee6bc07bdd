import type { BridgeSettings } from '../api/settings.js'
import { type BridgeReply, type BridgeSimulator, fail } from './BridgeSimulator.js'
import { NonceWindow, openBridgeEnvelope } from './envelope.js'

/** One request to the bridge, already split from HTTP: `slug` is the path after the bridge's base path. */
export interface BridgeRequest {
  method: string
  slug: string
  body: unknown
  authorization?: string | undefined
}

export type BridgeHandler = (request: BridgeRequest) => Promise<BridgeReply>

const POST_SLUGS = new Set(['getEthBalances', 'getBnbBalances', 'swaps', 'finalizeSwap'])

/**
 * The bridge's REST surface (docs/behaviour/bridge.md#bridge-service): `GET tokens`; `POST getEthBalances |
 * getBnbBalances | swaps | finalizeSwap` with an enveloped body (see envelope.ts). While `settings.down` every call
 * answers HTTP 500. With a non-empty `token`, requests must carry `Authorization: Basic <token>` and envelopes use
 * its keys.
 */
export function createBridgeHandler(options: {
  simulator: BridgeSimulator
  settings: BridgeSettings
  token?: string
}): BridgeHandler {
  const { simulator, settings, token = '' } = options
  const nonces = new NonceWindow()
  return async ({ method, slug, body, authorization }) => {
    if (settings.down) return fail(500, 'Bridge is down', 6)
    if (token && authorization !== `Basic ${token}`) return fail(401, 'Unauthorized', 5)
    if (slug === 'tokens' && (method === 'GET' || method === 'HEAD')) return simulator.tokens()
    if (method !== 'POST' || !POST_SLUGS.has(slug))
      return fail(404, `Unknown bridge call ${method} ${slug}`, 5)
    let payload: unknown
    try {
      payload = openBridgeEnvelope(body, slug, token)
    } catch (error) {
      return fail(400, `Bad parameters: ${(error as Error).message}`, 5)
    }
    if (!nonces.use((body as { u: string }).u))
      return fail(400, 'Bad parameters: envelope was already used', 5)
    switch (slug) {
      case 'getEthBalances':
        return simulator.getEthBalances(payload)
      case 'getBnbBalances':
        return simulator.getBnbBalances(payload)
      case 'swaps':
        return simulator.swaps(payload)
      default:
        return simulator.finalizeSwap(payload)
    }
  }
}
