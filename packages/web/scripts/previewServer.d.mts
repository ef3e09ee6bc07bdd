export interface DevnetConfigOptions {
  api: string | string[]
  rpc: string
  chainId?: number
  explorer?: string
  /** The devnet's contracts (NetworkContracts, e.g. devnetNetworkContracts(deployment)). */
  contracts?: object
  /** JSON-RPC only: no API endpoint (limited mode from the start). */
  rpcOnly?: boolean
}

export interface PreviewServerOptions {
  root: string
  port?: number
  host?: string
  config?: object
}

export interface PreviewServer {
  url: string
  /** Serves another config.json from now on (same origin; the first config's security headers stay). */
  setConfig(config: object): void
  close(): Promise<void>
}

export function createDevnetConfig(options: DevnetConfigOptions): object
export function startPreviewServer(options: PreviewServerOptions): Promise<PreviewServer>
