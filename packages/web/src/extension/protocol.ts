// The wire between the in-page provider (page's MAIN world), the content script and the service worker.
// Page ⇄ content script: window.postMessage, same window and origin only. Content script ⇄ worker: a runtime port.

/** `target` of a message the in-page provider posts to the content script. */
export const TO_CONTENT = 'ftm-wallet-content'
/** `target` of a message the content script posts back to the in-page provider. */
export const TO_INPAGE = 'ftm-wallet-inpage'
/** Name of the runtime port a content script opens to the worker. */
export const PROVIDER_PORT = 'ftm-wallet-provider'

/** A site's EIP-1193 request, as the content script forwards it to the worker. */
export interface PageRequest {
  id: number
  method: string
  params: unknown[]
}

/** EIP-1193 error as it crosses the wire. */
export interface WireError {
  code: number
  message: string
}

/** The worker's answer to one request, or an EIP-1193 event. */
export type WorkerReply =
  | { id: number; result: unknown }
  | { id: number; error: WireError }
  | { event: 'accountsChanged'; data: string[] }
  | { event: 'chainChanged'; data: `0x${string}` }
  | { event: 'connect'; data: { chainId: `0x${string}` } }
  | { event: 'disconnect'; data: WireError }

/** Methods answered by the wallet itself (docs/behaviour/extension.md#provider-methods). */
export const WALLET_METHODS = [
  'eth_accounts',
  'eth_requestAccounts',
  'eth_sendTransaction',
  'eth_chainId',
  'net_version',
  'personal_sign',
  'eth_signTypedData_v4',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
  'wallet_watchAsset',
  'wallet_requestPermissions',
  'wallet_getPermissions',
  'wallet_revokePermissions',
] as const

/** Read methods passed to the network's JSON-RPC endpoint (docs/behaviour/extension.md#provider-methods). */
export const READ_METHODS = [
  'eth_gasPrice',
  'eth_blockNumber',
  'eth_getBalance',
  'eth_getStorageAt',
  'eth_getTransactionCount',
  'eth_getCode',
  'eth_call',
  'eth_estimateGas',
  'eth_getBlockByHash',
  'eth_getBlockByNumber',
  'eth_getBlockTransactionCountByHash',
  'eth_getBlockTransactionCountByNumber',
  'eth_getTransactionByHash',
  'eth_getTransactionByBlockHashAndIndex',
  'eth_getTransactionByBlockNumberAndIndex',
  'eth_getTransactionReceipt',
  'eth_getUncleByBlockHashAndIndex',
  'eth_getUncleByBlockNumberAndIndex',
  'eth_getUncleCountByBlockHash',
  'eth_getUncleCountByBlockNumber',
  'eth_getLogs',
  'eth_feeHistory',
  'eth_maxPriorityFeePerGas',
] as const

/** Every method a site may call. */
export const SUPPORTED_METHODS: ReadonlySet<string> = new Set<string>([...WALLET_METHODS, ...READ_METHODS])

/** chrome.storage.local key of the wallet's account addresses (written by the wallet's pages, read by the worker). */
export const WALLET_ACCOUNTS_KEY = 'walletAccounts.v1'

/** EIP-1193 / EIP-1474 error codes the extension answers with. */
export const RPC_ERRORS = {
  // The default messages are EIP-1193's and EIP-1474's, worded as MetaMask's rpc-errors words them
  // (docs/behaviour/extension.md#metamask-sources); most errors carry a message of their own.
  USER_REJECTED: { code: 4001, message: 'User rejected the request.' },
  UNAUTHORIZED: {
    code: 4100,
    message: 'The requested account and/or method has not been authorized by the user.',
  },
  UNSUPPORTED_METHOD: {
    code: 4200,
    message: 'The requested method is not supported by this Ethereum provider.',
  },
  DISCONNECTED: { code: 4900, message: 'The provider is disconnected from all chains.' },
  CHAIN_DISCONNECTED: { code: 4901, message: 'The provider is disconnected from the specified chain.' },
  UNRECOGNIZED_CHAIN: {
    code: 4902,
    message: 'Unrecognized chain ID. Try adding the chain using wallet_addEthereumChain first.',
  },
  // docs/behaviour/extension.md#errors: code -32002 is shown as 'Request already pending'.
  ALREADY_PENDING: { code: -32002, message: 'Request already pending' },
  INVALID_PARAMS: { code: -32602, message: 'Invalid method parameter(s).' },
  INTERNAL: { code: -32603, message: 'Internal JSON-RPC error.' },
} as const

/**
 * chrome.storage.sync key of the provider settings `{ isMetaMask, defaultWallet }` (docs/behaviour/extension.md#compatibility):
 * in `sync` because content scripts may read it there (`local` is for the wallet's own contexts only); nothing
 * secret is in it.
 */
export const PROVIDER_SETTINGS_KEY = 'providerSettings.v1'
/** Event the content script posts to the in-page script with the provider settings. */
export const PROVIDER_SETTINGS_EVENT = 'providerSettings'

/** chrome.storage.local key of a network config that replaces the packaged config.json. */
export const NETWORK_CONFIG_KEY = 'runtimeConfig.v1'
