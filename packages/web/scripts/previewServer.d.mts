export interface DevnetConfigOptions {
  api: string | string[]
  rpc: string
  chainId?: number
  explorer?: string
}

export interface PreviewServerOptions {
  root: string
  port?: number
  host?: string
  config?: object
}

export interface PreviewServer {
  url: string
  close(): Promise<void>
}

export function createDevnetConfig(options: DevnetConfigOptions): object
export function startPreviewServer(options: PreviewServerOptions): Promise<PreviewServer>
