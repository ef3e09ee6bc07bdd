// External wallets over EIP-1193 (injected, found by EIP-6963 or window.ethereum).
export {
  addEip1193Chain,
  type CreateEip1193SignerParameters,
  createEip1193Signer,
  type Eip1193Signer,
  requestEip1193Accounts,
  watchEip1193Asset,
  watchEip1193Events,
} from './createEip1193Signer.js'
export { EIP1193_MESSAGES, Eip1193Error, type Eip1193ErrorCode, toEip1193Error } from './Eip1193Error.js'
export {
  type DiscoveredProvider,
  discoverEip1193Providers,
  type Eip1193Provider,
  type Eip6963ProviderInfo,
} from './provider.js'
