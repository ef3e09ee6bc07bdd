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

/** A governance contract of a network, with the contract its vote weights come from. */
export interface GovernanceContractPreset {
  readonly address: string
  /** The governable the contract reads weights from (the SFC adapter: `getTotalWeight`). */
  readonly governable: string
  /** The name the Fantom API gives it (`govContract.name`). */
  readonly name: string
}

/**
 * Contracts the wallet otherwise learns from the Fantom API (`defiConfiguration`, `govContracts`), fixed per
 * network so the JSON-RPC fallback can read them without ever having reached the API
 * (docs/chain-and-api.md#networks).
 */
export interface NetworkContracts {
  /** fMint's address provider; the FantomMint contract is read from it (`getAddress("fantom_mint")`). */
  readonly fMintAddressProvider?: string | undefined
  /** The FantomMint contract itself, when known (the provider is then not asked for it). */
  readonly fMint?: string | undefined
  /**
   * Contracts the Fantom API takes from its own configuration, not from the chain (`defiConfiguration`'s Uniswap
   * factory and router, the stake tokenizer): the JSON-RPC fallback answers them from here.
   */
  readonly uniswapCoreFactory?: string | undefined
  readonly uniswapRouter?: string | undefined
  readonly stakeTokenizer?: string | undefined
  /** The governance contracts, as the API lists them. */
  readonly governance?: readonly GovernanceContractPreset[] | undefined
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
  /** Contract addresses the JSON-RPC fallback needs (absent: those reads need the API). */
  readonly contracts?: NetworkContracts | undefined
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
  // The Fantom API's example mainnet configuration (docs/chain-and-api.md#networks).
  contracts: {
    fMintAddressProvider: '0xcb20a1a22976764b882c2f03f0c8523f3df54b10',
    uniswapCoreFactory: '0xbfd1ce8e6d85e911e80c169293d5c1f5c950fe03',
    uniswapRouter: '0x67a937ea41cd05ec8c832a044afc0100f30aa4b5',
    stakeTokenizer: '0xc3e8459464a0e8fd08d767a16b5c211b45ac961f',
    governance: [
      {
        address: '0x7c3b85a71e4fce1209a81d67f1af46b5a068770e',
        governable: '0xc5bb923137d25f7cbc60081f4e33fde9b37adffe',
        name: 'Core and SFC',
      },
    ],
  },
}

/**
 * Opera testnet (chain id 4002 = 0xfa2). No public source names its fMint, Uniswap or governance contracts
 * (docs/chain-and-api.md#networks), so over JSON-RPC fMint says it needs the API and governance lists none.
 */
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
 * The local devnet (chain id 4003, Opera's fakenet id). Its contracts are deployed anew by each devnet (random
 * admin key), so their addresses come from its deployment (`/devnet/info` `contracts`, see
 * devnetNetworkContracts), not from here. On anvil a Uniswap swap's gas depends on the block
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

/** What a devnet tells about its deployment (`GET /devnet/deployment`; `/devnet/info` has `contracts` only). */
export interface DevnetDeploymentContracts {
  /** Deployment name → address (`fMint`, `fMintAddressProvider`, `governance`, `sfcGovernable`, …). */
  readonly contracts: Readonly<Record<string, string>>
  readonly governanceContracts?:
    | readonly { readonly address: string; readonly governable: string; readonly name: string }[]
    | undefined
}

/**
 * A devnet's contracts for the JSON-RPC fallback, from its deployment: each devnet deploys its own, so the devnet
 * preset cannot hold them. Without a governance list the deployment's `governance` is named as the API names it.
 */
export function devnetNetworkContracts(deployment: DevnetDeploymentContracts): NetworkContracts {
  const { contracts } = deployment
  const listed = (deployment.governanceContracts ?? []).map(({ address, governable, name }) => ({
    address,
    governable,
    name,
  }))
  const governance =
    listed.length > 0
      ? listed
      : contracts.governance && contracts.sfcGovernable
        ? [{ address: contracts.governance, governable: contracts.sfcGovernable, name: 'Core and SFC' }]
        : []
  return {
    fMint: contracts.fMint,
    fMintAddressProvider: contracts.fMintAddressProvider,
    uniswapCoreFactory: contracts.uniswapFactory,
    uniswapRouter: contracts.uniswapRouter,
    stakeTokenizer: contracts.stakeTokenizer,
    ...(governance.length > 0 ? { governance } : {}),
  }
}
