import { ContractFactory, type JsonRpcProvider, type TransactionReceipt, Wallet } from 'ethers'
import { loadArtifact } from './artifacts.js'

export interface TxRequest {
  to?: string
  data?: string
  value?: bigint
  gasLimit?: bigint
  /** Names the transaction in errors. */
  label?: string
}

/** Sends transactions from one key with a locally tracked nonce and waits for each receipt. */
export interface TxSender {
  readonly address: string
  readonly wallet: Wallet
  send(request: TxRequest): Promise<TransactionReceipt>
  deploy(contractName: string, args?: readonly unknown[]): Promise<string>
  /** Re-reads the nonce from the chain (after someone else sent with the same key). */
  resyncNonce(): Promise<void>
}

/** Thrown when a devnet transaction reverts or is not mined. */
export class ChainTxError extends Error {
  override name = 'ChainTxError'
  readonly code = 'CHAIN_TX_FAILED'
}

const MAX_FEE = 100_000_000_000n
const PRIORITY_FEE = 1_000_000_000n

/** Creates a sender for `privateKey` (random keys of the seed, the admin). */
export async function createTxSender(provider: JsonRpcProvider, privateKey: string): Promise<TxSender> {
  const wallet = new Wallet(privateKey, provider)
  const { chainId } = await provider.getNetwork()
  let nonce = await provider.getTransactionCount(wallet.address, 'pending')
  const sender: TxSender = {
    address: wallet.address,
    wallet,
    async send(request) {
      const label = request.label ?? request.to ?? 'deploy'
      let gasLimit = request.gasLimit
      if (gasLimit === undefined) {
        try {
          const estimate = await provider.estimateGas({ from: wallet.address, ...pick(request) })
          gasLimit = (estimate * 13n) / 10n + 30_000n
        } catch (error) {
          throw new ChainTxError(`${label}: ${revertReason(error)}`, { cause: error })
        }
      }
      const signed = await wallet.signTransaction({
        type: 2,
        chainId,
        nonce,
        ...pick(request),
        gasLimit,
        maxFeePerGas: MAX_FEE,
        maxPriorityFeePerGas: PRIORITY_FEE,
      })
      nonce += 1
      const hash = (await provider.send('eth_sendRawTransaction', [signed])) as string
      return waitForReceipt(provider, hash, label)
    },
    async deploy(contractName, args = []) {
      const artifact = loadArtifact(contractName)
      const factory = new ContractFactory(artifact.abi, artifact.bytecode)
      const tx = await factory.getDeployTransaction(...args)
      const receipt = await sender.send({ data: tx.data, label: `deploy ${contractName}` })
      if (!receipt.contractAddress) throw new ChainTxError(`deploy ${contractName}: no contract address`)
      return receipt.contractAddress
    },
    async resyncNonce() {
      nonce = await provider.getTransactionCount(wallet.address, 'pending')
    },
  }
  return sender
}

function pick(request: TxRequest): { to?: string; data?: string; value?: bigint } {
  const out: { to?: string; data?: string; value?: bigint } = {}
  if (request.to) out.to = request.to
  if (request.data) out.data = request.data
  if (request.value) out.value = request.value
  return out
}

/** Polls for the receipt of a just-sent transaction (automine makes this a few milliseconds). */
export async function waitForReceipt(
  provider: JsonRpcProvider,
  hash: string,
  label: string,
): Promise<TransactionReceipt> {
  const deadline = Date.now() + 30_000
  while (Date.now() < deadline) {
    const receipt = await provider.getTransactionReceipt(hash)
    if (receipt) {
      if (receipt.status !== 1) throw new ChainTxError(`${label}: reverted (${hash})`)
      return receipt
    }
    await new Promise((r) => setTimeout(r, 5))
  }
  throw new ChainTxError(`${label}: not mined within 30 s (${hash})`)
}

/** The revert reason of an ethers error, or its message. */
export function revertReason(error: unknown): string {
  const e = error as { reason?: string; shortMessage?: string; message?: string }
  return e.reason ?? e.shortMessage ?? e.message ?? String(error)
}
