/** How much gas is added to a node's estimate before signing: `estimate × multiplier / 10_000 + add`. */
export interface GasBuffer {
  /** Multiplier in basis points (10_000 = ×1). */
  readonly multiplierBps: number
  /** Gas added after the multiplier. */
  readonly add: number
}

/** Where the explorer shows a transaction, an address or a validator. */
export interface ExplorerPaths {
  readonly url: string
  /** Path segment before a transaction hash: 'tx' on mainnet, 'transactions' on testnet. */
  readonly transactionPath: string
  /** Explorer used for validator pages (the original wallet used a second one). */
  readonly validatorUrl: string
}

/** Everything the wallet needs to talk to one Opera network. */
export interface NetworkPreset {
  readonly id: string
  readonly name: string
  /** Name given to browser-extension wallets in `wallet_addEthereumChain`. */
  readonly chainName: string
  readonly chainId: number
  /** Fantom API GraphQL endpoints; the client starts at a random one and fails over to the others. */
  readonly apiUrls: readonly string[]
  readonly rpcUrl: string
  /**
   * JSON-RPC endpoints (failover like the API's): the fallback when every GraphQL endpoint fails (limited mode),
   * and the only path of a network configured RPC-only (empty `apiUrls`).
   */
  readonly rpcUrls: readonly string[]
  readonly explorer: ExplorerPaths
  readonly gasBuffer: GasBuffer
  readonly nativeCurrency: { readonly name: string; readonly symbol: string; readonly decimals: number }
}

const nativeCurrency = { name: 'Fantom', symbol: 'FTM', decimals: 18 } as const

/** Opera mainnet (chain id 250 = 0xfa). Gas buffer per docs/behaviour/transactions.md#gas: estimate + 2000. */
export const mainnet: NetworkPreset = {
  id: 'mainnet',
  name: 'Fantom Opera',
  chainName: 'Fantom Opera Mainnet',
  chainId: 250,
  apiUrls: [
    'https://xapi.fantom.network/',
    'https://xapi2.fantom.network/',
    'https://xapi3.fantom.network/',
    'https://xapi4.fantom.network/',
    'https://xapi5.fantom.network/',
    'https://xapi6.fantom.network/',
  ],
  rpcUrl: 'https://rpc.ftm.tools/',
  rpcUrls: ['https://rpc.ftm.tools/', 'https://rpcapi.fantom.network/'],
  explorer: {
    url: 'https://ftmscan.com/',
    transactionPath: 'tx',
    validatorUrl: 'https://explorer.fantom.network/',
  },
  gasBuffer: { multiplierBps: 10_000, add: 2000 },
  nativeCurrency,
}

/** Opera testnet (chain id 4002 = 0xfa2). */
export const testnet: NetworkPreset = {
  id: 'testnet',
  name: 'Fantom Testnet',
  chainName: 'Fantom Testnet',
  chainId: 4002,
  apiUrls: ['https://xapi.testnet.fantom.network/api'],
  rpcUrl: 'https://rpc.testnet.fantom.network/',
  rpcUrls: ['https://rpc.testnet.fantom.network/'],
  explorer: {
    url: 'https://testnet.ftmscan.com/',
    transactionPath: 'transactions',
    validatorUrl: 'https://explorer.testnet.fantom.network/',
  },
  gasBuffer: { multiplierBps: 10_000, add: 2000 },
  nativeCurrency,
}

/**
 * The local devnet (chain id 4003, Opera's fakenet id). On anvil a Uniswap swap's gas depends on the block
 * timestamp, so the estimate needs ×1.5 + 50,000 (docs/toolchain.md#local-chain: never failed in 40 runs).
 */
export const devnet: NetworkPreset = {
  id: 'devnet',
  name: 'Fantom Devnet',
  chainName: 'Fantom Devnet',
  chainId: 4003,
  apiUrls: ['http://127.0.0.1:16761/api'],
  rpcUrl: 'http://127.0.0.1:8545/',
  rpcUrls: ['http://127.0.0.1:8545/'],
  explorer: {
    url: 'http://127.0.0.1:16761/explorer/',
    transactionPath: 'tx',
    validatorUrl: 'http://127.0.0.1:16761/explorer/',
  },
  gasBuffer: { multiplierBps: 15_000, add: 50_000 },
  nativeCurrency,
}

/** The built-in networks by id. */
export const networks = { mainnet, testnet, devnet } as const
