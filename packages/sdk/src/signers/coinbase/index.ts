export {
  COINBASE_WRONG_CHAIN_MESSAGE,
  type CoinbaseInitOptions,
  type ConnectCoinbaseParameters,
  connectCoinbase,
} from './connectCoinbase.js'
export { disconnectCoinbase } from './disconnectCoinbase.js'
