import { getAddress, toQuantity } from 'ethers'
import type { NetworkPreset } from '../../constants/networks.js'
import { assertSignerChainId } from '../assertSignerChainId.js'
import { checkedSignature, hashPersonalMessage, messageHex } from '../message.js'
import { SignerError } from '../SignerError.js'
import { assertUnsignedTransaction } from '../signLegacyTransaction.js'
import { parseTypedData, prepareTypedData, typedDataToJson } from '../typedData.js'
import type { MessageSigner, Signer, SignerKind } from '../types.js'
import { EIP1193_MESSAGES, Eip1193Error, toEip1193Error } from './Eip1193Error.js'
import type { Eip1193Provider } from './provider.js'

export interface CreateEip1193SignerParameters {
  provider: Eip1193Provider
  /** The account the user connected. */
  address: string
  /** The connected network's chain id; other chain ids are refused. */
  chainId: number
  /** 'eip1193' for injected wallets; the Coinbase and WalletConnect wrappers pass their own. */
  kind?: SignerKind
}

export interface Eip1193Signer extends MessageSigner {
  sendTransaction: NonNullable<Signer['sendTransaction']>
}

/**
 * A signer for wallets that sign and broadcast in their own app: `sendTransaction` hands the transaction with
 * `from` = the account to `eth_sendTransaction` and returns the hash. They give no raw bytes, so
 * `signTransaction` fails with `SIGNER_UNSUPPORTED`. Messages are forwarded as `personal_sign` [message as 0x-hex,
 * account] and typed data as `eth_signTypedData_v4` [account, JSON], after the same checks as every signer's; the
 * signature the wallet returns must recover to the account (docs/behaviour/signers.md#message-signing).
 */
export function createEip1193Signer(parameters: CreateEip1193SignerParameters): Eip1193Signer {
  const { provider, chainId } = parameters
  const address = getAddress(parameters.address)
  const assertAccount = async () => {
    const accounts = await requestEip1193Accounts(provider, 'eth_accounts')
    if (!accounts.includes(address)) {
      throw new Eip1193Error('EIP1193_WRONG_ACCOUNT', EIP1193_MESSAGES.selectAccount(address))
    }
  }
  const forward = async (method: string, params: unknown[]) => {
    await assertAccount()
    try {
      return await provider.request({ method, params })
    } catch (error) {
      throw toEip1193Error(error, 'sign')
    }
  }
  return {
    kind: parameters.kind ?? 'eip1193',
    confirmation: 'external',
    getAddress: async () => address,
    async signTransaction() {
      throw new SignerError('SIGNER_UNSUPPORTED', 'This wallet signs and sends in its own app')
    },
    async sendTransaction(transaction) {
      assertSignerChainId(transaction.chainId, chainId)
      assertUnsignedTransaction(transaction)
      await assertAccount()
      const tx = {
        from: address,
        // A contract creation carries no `to` at all (docs/behaviour/signing.md#contract-creation).
        ...(transaction.to === null ? {} : { to: transaction.to }),
        value: toQuantity(transaction.value),
        data: transaction.data,
        nonce: toQuantity(transaction.nonce),
        gas: toQuantity(transaction.gasLimit),
        // EIP-1559 fees are forwarded as given; else the legacy gas price.
        ...(transaction.maxFeePerGas !== undefined && transaction.maxPriorityFeePerGas !== undefined
          ? {
              maxFeePerGas: toQuantity(transaction.maxFeePerGas),
              maxPriorityFeePerGas: toQuantity(transaction.maxPriorityFeePerGas),
            }
          : { gasPrice: toQuantity(transaction.gasPrice) }),
        chainId: toQuantity(transaction.chainId),
      }
      try {
        return (await provider.request({ method: 'eth_sendTransaction', params: [tx] })) as `0x${string}`
      } catch (error) {
        throw toEip1193Error(error, 'send')
      }
    },
    async signMessage(message) {
      const signature = await forward('personal_sign', [messageHex(message), address])
      return checkedSignature(hashPersonalMessage(message), String(signature), address)
    },
    async signTypedData(input, options = {}) {
      const typedData = parseTypedData(input)
      const { digest } = prepareTypedData(typedData, chainId, options.confirmedChainId)
      const signature = await forward('eth_signTypedData_v4', [address, typedDataToJson(typedData)])
      return checkedSignature(digest, String(signature), address)
    },
  }
}

/** Asks for (`eth_requestAccounts`) or lists (`eth_accounts`) the wallet's accounts, checksummed. */
export async function requestEip1193Accounts(
  provider: Eip1193Provider,
  method: 'eth_requestAccounts' | 'eth_accounts' = 'eth_requestAccounts',
): Promise<string[]> {
  try {
    const accounts = (await provider.request({ method })) as string[]
    return accounts.map((a) => getAddress(a))
  } catch (error) {
    throw toEip1193Error(error)
  }
}

/**
 * `wallet_addEthereumChain` with the network definition (docs/chain-and-api.md#original-wallet-configuration);
 * resolves to the success popover text.
 */
export async function addEip1193Chain(provider: Eip1193Provider, network: NetworkPreset): Promise<string> {
  const params = {
    chainId: toQuantity(network.chainId),
    chainName: network.chainName,
    nativeCurrency: network.nativeCurrency,
    rpcUrls: [network.rpcUrl],
    blockExplorerUrls: [network.explorer.url],
  }
  try {
    await provider.request({ method: 'wallet_addEthereumChain', params: [params] })
  } catch (error) {
    throw toEip1193Error(error)
  }
  return EIP1193_MESSAGES.chainAdded(network.chainName)
}

/** `wallet_watchAsset` for an ERC-20; resolves to the success popover text. */
export async function watchEip1193Asset(
  provider: Eip1193Provider,
  token: { address: string; symbol: string; decimals: number; image?: string },
): Promise<string> {
  try {
    await provider.request({ method: 'wallet_watchAsset', params: { type: 'ERC20', options: token } })
  } catch (error) {
    throw toEip1193Error(error)
  }
  return EIP1193_MESSAGES.assetAdded(token.symbol)
}

/** Subscribes to chainChanged, accountsChanged and disconnect; returns the unsubscribe function. */
export function watchEip1193Events(
  provider: Eip1193Provider,
  handlers: {
    onChainChanged?: (chainId: number) => void
    onAccountsChanged?: (accounts: string[]) => void
    onDisconnect?: (error: unknown) => void
  },
): () => void {
  const pairs: [string, (...args: unknown[]) => void][] = [
    ['chainChanged', (id) => handlers.onChainChanged?.(Number(id))],
    ['accountsChanged', (a) => handlers.onAccountsChanged?.((a as string[]).map((x) => getAddress(x)))],
    ['disconnect', (e) => handlers.onDisconnect?.(e)],
  ]
  for (const [event, listener] of pairs) provider.on?.(event, listener)
  return () => {
    for (const [event, listener] of pairs) provider.removeListener?.(event, listener)
  }
}
