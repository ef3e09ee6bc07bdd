export {
  type ConnectWalletConnectParameters,
  connectWalletConnect,
  WALLET_CONNECT_MESSAGES,
  type WalletConnectInitOptions,
  type WalletConnectProvider,
} from './connectWalletConnect.js'
