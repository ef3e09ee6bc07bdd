export const WALLET_CONNECT_CONNECT_SOURCES: string[]
export const WALLET_CONNECT_FRAME_SOURCES: string[]
export const LOCAL_DEVNET_SOURCES: string[]

export interface EndpointNetwork {
  apiUrls?: readonly string[]
  rpcUrl?: string
  rpcUrls?: readonly string[]
  bridgeUrl?: string
}

export function originOf(url: string): string | undefined
export function endpointOrigins(networks: readonly EndpointNetwork[]): string[]
export function buildContentSecurityPolicy(options: {
  connect: readonly string[]
  walletConnect?: boolean
  frameAncestors?: boolean
}): string
export function connectSourcesOf(policy: string): string[]
export function securityHeaders(policy: string): Record<string, string>
export function cspMetaTag(policy: string): string
