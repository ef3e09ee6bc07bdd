// Public API of the devnet's chain layer (anvil, contracts, deployment, seed, devnet controls).

export { ADMIN_KEY_FILE, createAdminSigner } from './adminSigner.js'
export {
  AdvanceChainError,
  type AdvanceChainParameters,
  type AdvanceChainReturnType,
  advanceChain,
} from './advanceChain.js'
export {
  type AnvilInstance,
  AnvilStartError,
  CHAIN_STATE_FILE,
  type StartAnvilParameters,
  startAnvil,
} from './anvil.js'
export { AnvilNotFoundError, findAnvilBinary } from './anvilBinary.js'
export { ArtifactNotFoundError, type ContractArtifact, loadArtifact } from './artifacts.js'
export { getChainTime, setChainTime } from './chainClock.js'
export { contractInterface, encodeCall } from './contractInterfaces.js'
export { type DeployDevnetParameters, DeploymentMismatchError, deployDevnet } from './deployDevnet.js'
export { DEPLOYMENT_FILE, readDeployment } from './deploymentFile.js'
export {
  DEVNET_BASE_REWARD_PER_SECOND,
  deployStakingContracts,
  type StakingContracts,
} from './deployStakingContracts.js'
export {
  FAUCET_MAX_AMOUNT,
  FundAddressError,
  type FundAddressParameters,
  type FundAddressReturnType,
  fundAddress,
} from './fundAddress.js'
export { createChainProvider } from './provider.js'
export { createRpcClient, type RpcClient, RpcError, type RpcRequest } from './rpcClient.js'
export { SEED_HISTORY_SECONDS } from './seed/seedPlan.js'
export { type SeedStakingParameters, type SeedStakingReturnType, seedStaking } from './seed/seedStaking.js'
export { ChainTxError, createTxSender, type MinedTx, type TxRequest, type TxSender } from './txSender.js'
export type {
  DefiDeploymentInfo,
  DevnetDeployment,
  GovernanceContractInfo,
  SeededProposal,
  ValidatorInfo,
  ValidatorProfile,
} from './types.js'
