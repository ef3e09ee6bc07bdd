// An in-memory EIP-1193 wallet backed by a real chain: it signs with its own random key and sends through the
// chain's JSON-RPC, like an extension wallet would. Only for tests.
import { EventEmitter } from 'node:events'
import { type HDNodeWallet, JsonRpcProvider, Transaction, toQuantity, Wallet } from 'ethers'
import type { Eip1193Provider } from './provider.js'

export interface DevnetEip1193Provider extends Eip1193Provider {
  readonly wallet: HDNodeWallet
  readonly calls: { method: string; params: unknown }[]
  /** The next request of this method fails with this provider error code (4001, -32002, …). */
  failNext(method: string, code: number): void
  emit(event: string, ...args: unknown[]): void
}

export async function createDevnetEip1193Provider(
  rpcUrl: string,
  chainId: number,
): Promise<DevnetEip1193Provider> {
  const rpc = new JsonRpcProvider(rpcUrl, chainId, { staticNetwork: true, cacheTimeout: -1 })
  const wallet = Wallet.createRandom()
  await rpc.send('anvil_setBalance', [wallet.address, toQuantity(10n ** 21n)])
  const events = new EventEmitter()
  const failures = new Map<string, number>()
  const calls: { method: string; params: unknown }[] = []
  return {
    wallet,
    calls,
    failNext: (method, code) => failures.set(method, code),
    emit: (event, ...args) => events.emit(event, ...args),
    on: (event, listener) => events.on(event, listener),
    removeListener: (event, listener) => events.removeListener(event, listener),
    async request({ method, params }) {
      calls.push({ method, params })
      const code = failures.get(method)
      if (code !== undefined) {
        failures.delete(method)
        throw Object.assign(new Error(`provider error ${code}`), { code })
      }
      if (method === 'eth_requestAccounts' || method === 'eth_accounts') return [wallet.address.toLowerCase()]
      if (method === 'wallet_addEthereumChain' || method === 'wallet_watchAsset') return null
      if (method === 'eth_sendTransaction') {
        const [tx] = params as [Record<string, string>]
        if (tx?.from?.toLowerCase() !== wallet.address.toLowerCase())
          throw Object.assign(new Error('from'), { code: 4100 })
        const signed = await wallet.signTransaction(
          Transaction.from({ type: 0, ...tx, from: undefined, gasLimit: tx.gas, chainId } as never),
        )
        return rpc.send('eth_sendRawTransaction', [signed])
      }
      return rpc.send(method, (params as unknown[]) ?? [])
    },
  }
}
