// Public API of @ftm-wallet/devnet.

// API building blocks (for API modules and tools built on the devnet)
export type { ApiContext, ApiModule } from './api/module.js'
export { apiModules } from './api/modules/index.js'
export {
  buildConnection,
  type Connection,
  type CursorPosition,
  computePageWindow,
  MAX_PAGE_SIZE,
  normalizeCount,
  type PageWindow,
} from './api/pagination.js'
export type { BridgeSettings, DevnetSettings } from './api/settings.js'
// Bridge simulator
export {
  type BridgeEnvelope,
  BridgeEnvelopeError,
  FTM_BRIDGE_TOKEN,
  openBridgeEnvelope,
  sealBridgeEnvelope,
} from './bridge/index.js'
// Chain layer
export {
  advanceChain,
  type DevnetDeployment,
  deployDevnet,
  fundAddress,
  type GovernanceContractInfo,
  type SeededProposal,
  startAnvil,
  type ValidatorInfo,
  type ValidatorProfile,
} from './chain/index.js'
export { DEFAULT_API_PORT, DEFAULT_RPC_PORT, DEVNET_CHAIN_ID, SFC_ADDRESS } from './constants.js'
// Indexer
export type {
  IndexedTokenEvent,
  IndexedTx,
  RpcBlock,
  RpcLog,
  RpcReceipt,
  RpcTransaction,
} from './indexer/index.js'
export { Indexer, type IndexerPlugin, type IndexerPluginContext, type RpcClient } from './indexer/index.js'
// Server and in-process devnet
export type { ChainControls } from './server/createControlsHandler.js'
export {
  createDevnetServer,
  type DevnetInfo,
  type DevnetServer,
  type DevnetServerOptions,
} from './server/createDevnetServer.js'
export { type Devnet, type StartDevnetOptions, startDevnet } from './startDevnet.js'
export {
  DEVNET_URL_ENV,
  type DevnetSetupOptions,
  type ProvidedDevnet,
  setupDevnetForVitest,
  type VitestProjectLike,
} from './vitestSetup.js'
