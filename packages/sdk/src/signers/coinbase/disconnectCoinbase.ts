import { mainnet } from '../../constants/networks.js'
import { type ConnectCoinbaseParameters, defaultLoadCoinbase } from './connectCoinbase.js'

/**
 * Ends the Coinbase Wallet session kept in the SDK's storage (removing an account after a reload): the SDK's
 * provider restores its stored signer when created, and its disconnect() cleans it up and clears that storage
 * (@coinbase/wallet-sdk 4.4.0, CoinbaseWalletProvider.js). Nothing is asked of the user.
 */
export async function disconnectCoinbase(parameters: ConnectCoinbaseParameters = {}): Promise<void> {
  const provider = await (parameters.loadProvider ?? defaultLoadCoinbase)({
    appName: parameters.appName ?? 'Fantom Wallet',
    appChainIds: [parameters.chainId ?? mainnet.chainId],
  })
  await (provider as { disconnect?: () => Promise<void> }).disconnect?.()
}
