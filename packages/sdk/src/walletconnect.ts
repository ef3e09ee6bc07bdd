// `@ftm-wallet/sdk/walletconnect`: WalletConnect sessions as EIP-1193 signers; loads the optional peer dependency
// `@walletconnect/ethereum-provider` on first use. Every export by name; snapshotted by src/entries.test.ts.
export {
  type ConnectWalletConnectParameters,
  connectWalletConnect,
  disconnectWalletConnect,
  type InitWalletConnectParameters,
  type RestoreWalletConnectParameters,
  restoreWalletConnect,
  WALLET_CONNECT_MESSAGES,
  type WalletConnectInitOptions,
  type WalletConnectProvider,
} from './signers/walletConnect/index.js'
