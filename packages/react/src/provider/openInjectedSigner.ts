import {
  createEip1193Signer,
  type DiscoveredProvider,
  discoverEip1193Providers,
  EIP1193_MESSAGES,
  Eip1193Error,
  requestEip1193Accounts,
  type Signer,
} from '@ftm-wallet/sdk'
import type { SignerFactory } from './signerRegistry.js'

/**
 * Finds the injected wallet (EIP-6963, else window.ethereum) that holds `address`: the one whose already
 * granted accounts (`eth_accounts`, no prompt) include it, else the only one installed.
 */
export async function findInjectedProvider(
  address: string,
  target: Window = window,
): Promise<DiscoveredProvider> {
  const found = await discoverEip1193Providers(target)
  for (const candidate of found) {
    const accounts = await requestEip1193Accounts(candidate.provider, 'eth_accounts').catch(() => [])
    if (accounts.some((a) => a.toLowerCase() === address.toLowerCase())) return candidate
  }
  const [only] = found
  if (found.length === 1 && only) return only
  throw new Eip1193Error('EIP1193_WRONG_ACCOUNT', EIP1193_MESSAGES.selectAccount(address))
}

/** The default factory for 'metamask' accounts: an EIP-1193 signer over the injected wallet that holds the account. */
export const openInjectedSigner: SignerFactory = async (account, network): Promise<Signer> => {
  const { provider } = await findInjectedProvider(account.address)
  return createEip1193Signer({ provider, address: account.address, chainId: network.chainId })
}
