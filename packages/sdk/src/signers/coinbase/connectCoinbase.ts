import { mainnet } from '../../constants/networks.js'
import {
  createEip1193Signer,
  type Eip1193Signer,
  requestEip1193Accounts,
} from '../eip1193/createEip1193Signer.js'
import type { Eip1193Provider } from '../eip1193/provider.js'

/** docs/behaviour/signers.md#coinbase: the notice asking for the right chain. */
export const COINBASE_WRONG_CHAIN_MESSAGE = 'Please, select Fantom Opera chain.'

export interface ConnectCoinbaseParameters {
  appName?: string
  chainId?: number
  /** Creates the provider; default lazily imports `@coinbase/wallet-sdk`. Tests inject one. */
  loadProvider?: (options: CoinbaseInitOptions) => Promise<Eip1193Provider>
}

/** The options handed to `createCoinbaseWalletSDK`. */
export interface CoinbaseInitOptions {
  appName: string
  appChainIds: number[]
}

/** Loads `@coinbase/wallet-sdk` on first use and returns its provider (shared with disconnectCoinbase). */
export const defaultLoadCoinbase = async (options: CoinbaseInitOptions) => {
  const { createCoinbaseWalletSDK } = await import('@coinbase/wallet-sdk')
  return createCoinbaseWalletSDK(options).getProvider() as unknown as Eip1193Provider
}

/**
 * Connects Coinbase Wallet: requests accounts and reads the chain. `wrongChain` means the notice window must ask the
 * user to select the Opera network (docs/behaviour/signers.md#coinbase); the signer refuses to send until the chain
 * is right.
 */
export async function connectCoinbase(parameters: ConnectCoinbaseParameters = {}): Promise<{
  address: string
  wrongChain: boolean
  signer: Eip1193Signer
  provider: Eip1193Provider
}> {
  const chainId = parameters.chainId ?? mainnet.chainId
  const provider = await (parameters.loadProvider ?? defaultLoadCoinbase)({
    appName: parameters.appName ?? 'Fantom Wallet',
    appChainIds: [chainId],
  })
  const [address = ''] = await requestEip1193Accounts(provider)
  const walletChainId = Number(await provider.request({ method: 'eth_chainId' }))
  const signer = createEip1193Signer({ provider, address, chainId, kind: 'coinbase' })
  return { address, wrongChain: walletChainId !== chainId, signer, provider }
}
