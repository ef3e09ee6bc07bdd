// An external wallet app for tests of the extension's site windows: an EIP-1193 provider over a throwaway random key
// (never a publicly known one), funded from the devnet faucet. It signs personal_sign and eth_signTypedData_v4 as a
// wallet does, signs eth_sendTransaction and sends it to the devnet's JSON-RPC, and passes other eth_* reads there.
// `rejectNext` makes its user refuse the next request (EIP-1193 4001).
import type { Eip1193Provider } from '@ftm-wallet/sdk'
import { getBytes, JsonRpcProvider, Transaction, type TypedDataField, Wallet } from 'ethers'

export interface DevnetWallet extends Eip1193Provider {
  readonly address: string
  readonly calls: { method: string; params: unknown }[]
  /** The next request of `method` is refused by the wallet's user (4001). */
  rejectNext(method: string): void
}

export async function createDevnetWallet(
  devnet: { url: string; rpcUrl: string },
  chainId: number,
  ftm = 10,
): Promise<DevnetWallet> {
  const key = Array.from(crypto.getRandomValues(new Uint8Array(32)), (b) => b.toString(16).padStart(2, '0'))
  const wallet = new Wallet(`0x${key.join('')}`)
  if (ftm > 0) {
    const funded = await fetch(`${devnet.url}/devnet/faucet`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ address: wallet.address, amount: ftm }),
    })
    if (!funded.ok) throw new Error(`faucet answered ${funded.status}`)
  }
  const rpc = new JsonRpcProvider(devnet.rpcUrl, chainId, { staticNetwork: true, cacheTimeout: -1 })
  const calls: DevnetWallet['calls'] = []
  const refusing = new Set<string>()
  const mine = (address: unknown) => String(address).toLowerCase() === wallet.address.toLowerCase()
  const refuse = (message: string, code: number) => Object.assign(new Error(message), { code })
  return {
    address: wallet.address,
    calls,
    rejectNext: (method) => refusing.add(method),
    async request({ method, params }) {
      calls.push({ method, params })
      if (refusing.delete(method)) throw refuse('User rejected the request.', 4001)
      const list = (params ?? []) as unknown[]
      switch (method) {
        case 'eth_accounts':
        case 'eth_requestAccounts':
          return [wallet.address.toLowerCase()]
        case 'personal_sign': {
          const [hex, address] = list as [string, string]
          if (!mine(address)) throw refuse('Unknown account', 4100)
          return wallet.signMessage(getBytes(hex))
        }
        case 'eth_signTypedData_v4': {
          const [address, json] = list as [string, string]
          if (!mine(address)) throw refuse('Unknown account', 4100)
          const typed = JSON.parse(json) as {
            types: Record<string, TypedDataField[]>
            domain: Record<string, unknown>
            message: Record<string, unknown>
          }
          const { EIP712Domain: _domain, ...types } = typed.types
          return wallet.signTypedData(typed.domain, types, typed.message)
        }
        case 'eth_sendTransaction': {
          const [tx] = list as [Record<string, string>]
          if (!mine(tx?.from)) throw refuse('Unknown account', 4100)
          const fees =
            tx?.maxFeePerGas !== undefined
              ? { type: 2, maxFeePerGas: tx.maxFeePerGas, maxPriorityFeePerGas: tx.maxPriorityFeePerGas }
              : { type: 0, gasPrice: tx?.gasPrice }
          const signed = await wallet.signTransaction(
            Transaction.from({
              to: tx?.to,
              value: tx?.value,
              data: tx?.data,
              nonce: Number(tx?.nonce),
              gasLimit: tx?.gas,
              chainId,
              ...fees,
            }),
          )
          return rpc.send('eth_sendRawTransaction', [signed])
        }
      }
      if (!method.startsWith('eth_')) throw refuse(`${method} is not supported`, 4200)
      return rpc.send(method, list)
    },
  }
}
