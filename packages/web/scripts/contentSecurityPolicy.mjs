// The web wallet's Content-Security-Policy (docs/decisions.md#content-security-policy), shared by the build (a
// <meta> in index.html) and the preview server (a header). Encrypted keystores sit in the page's storage, so the
// page runs only its own scripts (no inline script, no eval; WebAssembly may be compiled, for the KDF worker's scrypt),
// talks only to the configured endpoints, and cannot be framed.

/** WalletConnect's relay, RPC, verify and explorer hosts: only when a WalletConnect project id is configured. */
export const WALLET_CONNECT_CONNECT_SOURCES = [
  'wss://relay.walletconnect.org',
  'wss://relay.walletconnect.com',
  'https://rpc.walletconnect.org',
  'https://rpc.walletconnect.com',
  'https://pulse.walletconnect.org',
  'https://api.web3modal.org',
]
export const WALLET_CONNECT_FRAME_SOURCES = [
  'https://verify.walletconnect.org',
  'https://verify.walletconnect.com',
]

/** Local devnets run on any port of this machine. */
export const LOCAL_DEVNET_SOURCES = ['http://127.0.0.1:*', 'http://localhost:*']

/** The origin of an endpoint URL (`https://xapi.fantom.network`), or undefined for something else. */
export function originOf(url) {
  try {
    const parsed = new URL(url)
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' || parsed.protocol === 'wss:'
      ? parsed.origin
      : undefined
  } catch {
    return undefined
  }
}

/** The origins of every endpoint a network list names (apiUrls, rpcUrl, rpcUrls, bridgeUrl), deduplicated. */
export function endpointOrigins(networks) {
  const origins = new Set()
  for (const network of networks) {
    const urls = [...(network.apiUrls ?? []), network.rpcUrl, ...(network.rpcUrls ?? []), network.bridgeUrl]
    for (const url of urls) {
      const origin = typeof url === 'string' ? originOf(url) : undefined
      if (origin) origins.add(origin)
    }
  }
  return [...origins]
}

/**
 * The policy as one header/meta value. `connect` are the allowed endpoint sources besides 'self';
 * `frameAncestors` only works as a header (a <meta> policy ignores it).
 */
export function buildContentSecurityPolicy({ connect, walletConnect = true, frameAncestors = false }) {
  const directives = [
    ['default-src', "'self'"],
    // 'wasm-unsafe-eval' lets the page and its workers compile WebAssembly (scrypt and PBKDF2 in the KDF worker);
    // JavaScript eval stays forbidden.
    ['script-src', "'self'", "'wasm-unsafe-eval'"],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'blob:', 'https:'],
    ['font-src', "'self'", 'data:'],
    ['connect-src', "'self'", ...connect, ...(walletConnect ? WALLET_CONNECT_CONNECT_SOURCES : [])],
    ['frame-src', ...(walletConnect ? WALLET_CONNECT_FRAME_SOURCES : ["'none'"])],
    ['worker-src', "'self'"],
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['form-action', "'none'"],
    ...(frameAncestors ? [['frame-ancestors', "'none'"]] : []),
  ]
  return directives.map((d) => d.join(' ')).join('; ')
}

/** Reads the connect-src sources (without 'self' and WalletConnect's) out of a policy. */
export function connectSourcesOf(policy) {
  const directive = policy
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .find((d) => d[0] === 'connect-src')
  return (directive ?? [])
    .slice(1)
    .filter((s) => s !== "'self'" && !WALLET_CONNECT_CONNECT_SOURCES.includes(s))
}

/** The headers the preview server sends with every answer. */
export function securityHeaders(policy) {
  return {
    'content-security-policy': policy,
    'x-frame-options': 'DENY',
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
  }
}

/** The <meta> policy of the built page, escaped for an attribute. */
export function cspMetaTag(policy) {
  return `<meta http-equiv="Content-Security-Policy" content="${policy.replaceAll('"', '&quot;')}" />`
}
