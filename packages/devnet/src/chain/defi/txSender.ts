import { getCreateAddress, type Wallet } from 'ethers'
import type { RpcClient } from './rpcClient.js'

/** A transaction of the deployment or seed that was mined with status 0 (or never mined). */
export class DefiTxError extends Error {
  override readonly name = 'DefiTxError'
  readonly code = 'DEFI_TX_FAILED'
  constructor(
    readonly label: string,
    readonly hash: string,
  ) {
    super(`devnet DeFi transaction failed: ${label} (${hash})`)
  }
}

export interface SendRequest {
  to?: string
  data: string
  value?: bigint
  gasLimit?: bigint
  /** Written into the error if the transaction fails. */
  label: string
}

/** Signs and sends transactions of one account with local nonces; receipts are checked in `flush`. */
export interface TxSender {
  readonly address: string
  send(request: SendRequest): Promise<string>
  /** Deploys `bytecode` (constructor arguments already appended) and returns the new contract's address. */
  deploy(bytecode: string, label: string, gasLimit?: bigint): Promise<string>
  /** Re-reads the nonce (after someone else sent with the same key). */
  resync(): Promise<void>
  /** Waits for nothing (anvil automines) but checks every sent transaction succeeded; throws DefiTxError. */
  flush(): Promise<void>
}

/** Chain facts every sender shares. */
export interface ChainParams {
  chainId: bigint
  gasPrice: bigint
}

/** Reads the chain id and a gas price safely above the current one. */
export async function readChainParams(rpc: RpcClient): Promise<ChainParams> {
  const [chainId, gasPrice] = await rpc.batch<string>([
    { method: 'eth_chainId', params: [] },
    { method: 'eth_gasPrice', params: [] },
  ])
  // Doubling keeps legacy transactions above a base fee that can only drift down on the mostly empty seed blocks.
  return { chainId: BigInt(chainId!), gasPrice: BigInt(gasPrice!) * 2n + 1n }
}

const DEFAULT_GAS = 500_000n
const RECEIPT_BATCH = 100
/** Polls for receipts of transactions anvil has not mined yet, 25 ms apart, for at most 30 s (busy machines). */
const RECEIPT_ATTEMPTS = 1200

/** Creates a sender for `wallet` (its provider is ignored; `rpc` carries the calls). */
export async function createTxSender(rpc: RpcClient, wallet: Wallet, params: ChainParams): Promise<TxSender> {
  const address = wallet.address
  let nonce = Number(BigInt(await rpc.call<string>('eth_getTransactionCount', [address, 'pending'])))
  let sent: Array<{ hash: string; label: string }> = []

  const send = async (request: SendRequest): Promise<string> => {
    const raw = await wallet.signTransaction({
      type: 0,
      chainId: params.chainId,
      nonce: nonce++,
      gasPrice: params.gasPrice,
      gasLimit: request.gasLimit ?? DEFAULT_GAS,
      to: request.to ?? null,
      data: request.data,
      value: request.value ?? 0n,
    })
    const hash = await rpc.call<string>('eth_sendRawTransaction', [raw])
    sent.push({ hash, label: request.label })
    return hash
  }

  return {
    address,
    send,
    async deploy(bytecode, label, gasLimit = 8_000_000n) {
      const contract = getCreateAddress({ from: address, nonce })
      await send({ data: bytecode, gasLimit, label: `deploy ${label}` })
      return contract
    },
    async resync() {
      nonce = Number(BigInt(await rpc.call<string>('eth_getTransactionCount', [address, 'pending'])))
    },
    async flush() {
      let pending = sent
      sent = []
      // Automine answers before the block exists; wait (bounded) for transactions not mined yet.
      for (let attempt = 0; pending.length > 0; attempt++) {
        const unmined: typeof pending = []
        for (let i = 0; i < pending.length; i += RECEIPT_BATCH) {
          const chunk = pending.slice(i, i + RECEIPT_BATCH)
          const receipts = await rpc.batch<{ status: string } | null>(
            chunk.map((s) => ({ method: 'eth_getTransactionReceipt', params: [s.hash] })),
          )
          receipts.forEach((receipt, j) => {
            if (receipt === null) unmined.push(chunk[j]!)
            else if (receipt.status !== '0x1') throw new DefiTxError(chunk[j]!.label, chunk[j]!.hash)
          })
        }
        pending = unmined
        if (pending.length > 0 && attempt >= RECEIPT_ATTEMPTS) {
          throw new DefiTxError(`${pending[0]!.label} (not mined)`, pending[0]!.hash)
        }
        if (pending.length > 0) await new Promise((resolve) => setTimeout(resolve, 25))
      }
    },
  }
}
