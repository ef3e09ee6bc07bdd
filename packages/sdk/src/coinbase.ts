// `@ftm-wallet/sdk/coinbase`: Coinbase Wallet as an EIP-1193 signer; loads the optional peer dependency
// `@coinbase/wallet-sdk` on first use. Every export by name; snapshotted by src/entries.test.ts.
export {
  COINBASE_WRONG_CHAIN_MESSAGE,
  type CoinbaseInitOptions,
  type ConnectCoinbaseParameters,
  connectCoinbase,
  disconnectCoinbase,
} from './signers/coinbase/index.js'
