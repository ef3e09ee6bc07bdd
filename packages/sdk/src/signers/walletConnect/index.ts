export {
  type ConnectWalletConnectParameters,
  connectWalletConnect,
} from './connectWalletConnect.js'
export {
  type InitWalletConnectParameters,
  WALLET_CONNECT_MESSAGES,
  type WalletConnectInitOptions,
  type WalletConnectProvider,
} from './initWalletConnect.js'
export {
  disconnectWalletConnect,
  type RestoreWalletConnectParameters,
  restoreWalletConnect,
} from './restoreWalletConnect.js'
