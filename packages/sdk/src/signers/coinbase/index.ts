export {
  COINBASE_WRONG_CHAIN_MESSAGE,
  type ConnectCoinbaseParameters,
  connectCoinbase,
} from './connectCoinbase.js'
