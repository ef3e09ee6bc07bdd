// The devnet's one transaction sender: signs with a key it holds, tracks the nonce locally and either waits for
// each receipt (deployment, staking seed) or submits many transactions and checks them together (DeFi seed).
import { ContractFactory, getAddress, getCreateAddress, toQuantity, Wallet } from 'ethers'
import { loadArtifact } from './artifacts.js'
import type { RpcClient } from './rpcClient.js'

export interface TxRequest {
  to?: string
  data?: string
  value?: bigint
  gasLimit?: bigint
  /** Names the transaction in errors. */
  label?: string
}

/** A mined transaction: its hash and, for a deployment, the new contract's address. */
export interface MinedTx {
  hash: string
  contractAddress: string | null
}

/** Sends transactions from one key with a locally tracked nonce. */
export interface TxSender {
  readonly address: string
  readonly wallet: Wallet
  /** Sends and waits for the receipt; the gas limit is estimated when not given. Throws ChainTxError. */
  send(request: TxRequest): Promise<MinedTx>
  /** Deploys a committed artifact (`artifacts/<name>.json`) and waits; returns the contract's address. */
  deploy(contractName: string, args?: readonly unknown[]): Promise<string>
  /**
   * Sends without waiting and returns the hash; `flush` checks the receipts. For chains that mine on demand
   * (automine off) and long batches. The gas limit defaults to 500,000 (nothing to estimate against yet).
   */
  submit(request: TxRequest): Promise<string>
  /** Submits a deployment of `bytecode` (constructor arguments appended); returns the address it will have. */
  submitDeploy(bytecode: string, label: string, gasLimit?: bigint): Promise<string>
  /** Waits (bounded) for every submitted transaction and checks each succeeded; throws ChainTxError. */
  flush(): Promise<void>
  /** Re-reads the nonce from the chain (after someone else sent with the same key). */
  resyncNonce(): Promise<void>
}

/** Thrown when a devnet transaction reverts, cannot be estimated or is not mined. */
export class ChainTxError extends Error {
  override name = 'ChainTxError'
  readonly code = 'CHAIN_TX_FAILED'
}

/** Chain facts every sender of a run shares. */
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
  // Doubling keeps legacy transactions above a base fee that can only drift down on the mostly empty devnet blocks.
  return { chainId: BigInt(chainId!), gasPrice: BigInt(gasPrice!) * 2n + 1n }
}

const SUBMIT_GAS = 500_000n
const SUBMIT_DEPLOY_GAS = 8_000_000n
const RECEIPT_BATCH = 100
/** `flush` polls for receipts of transactions not mined yet, 25 ms apart, for at most 30 s (busy machines). */
const RECEIPT_ATTEMPTS = 1200

/** Creates a sender for `key` (a private key or a Wallet; a wallet's provider is ignored: `rpc` carries the calls). */
export async function createTxSender(
  rpc: RpcClient,
  key: string | Wallet,
  params?: ChainParams,
): Promise<TxSender> {
  const wallet = typeof key === 'string' ? new Wallet(key) : new Wallet(key.privateKey)
  const address = wallet.address
  const chain = params ?? (await readChainParams(rpc))
  const readNonce = async () =>
    Number(BigInt(await rpc.call<string>('eth_getTransactionCount', [address, 'pending'])))
  let nonce = await readNonce()
  let submitted: Array<{ hash: string; label: string }> = []

  const sign = (request: TxRequest, gasLimit: bigint) =>
    wallet.signTransaction({
      type: 0,
      chainId: chain.chainId,
      nonce: nonce++,
      gasPrice: chain.gasPrice,
      gasLimit,
      to: request.to ?? null,
      data: request.data ?? '0x',
      value: request.value ?? 0n,
    })

  const estimate = async (request: TxRequest, label: string): Promise<bigint> => {
    const call: Record<string, string> = { from: address }
    if (request.to) call.to = request.to
    if (request.data) call.data = request.data
    if (request.value) call.value = toQuantity(request.value)
    try {
      const gas = BigInt(await rpc.call<string>('eth_estimateGas', [call]))
      return (gas * 13n) / 10n + 30_000n
    } catch (error) {
      throw new ChainTxError(`${label}: ${revertReason(error)}`, { cause: error })
    }
  }

  const submit = async (request: TxRequest): Promise<string> => {
    const label = request.label ?? request.to ?? 'deploy'
    const raw = await sign(request, request.gasLimit ?? SUBMIT_GAS)
    const hash = await rpc.call<string>('eth_sendRawTransaction', [raw])
    submitted.push({ hash, label })
    return hash
  }

  const sender: TxSender = {
    address,
    wallet,
    async send(request) {
      const label = request.label ?? request.to ?? 'deploy'
      const gasLimit = request.gasLimit ?? (await estimate(request, label))
      const hash = await rpc.call<string>('eth_sendRawTransaction', [await sign(request, gasLimit)])
      return waitForReceipt(rpc, hash, label)
    },
    async deploy(contractName, args = []) {
      const artifact = loadArtifact(contractName)
      const factory = new ContractFactory(artifact.abi, artifact.bytecode)
      const tx = await factory.getDeployTransaction(...args)
      const mined = await sender.send({ data: tx.data, label: `deploy ${contractName}` })
      if (!mined.contractAddress) throw new ChainTxError(`deploy ${contractName}: no contract address`)
      return mined.contractAddress
    },
    submit,
    async submitDeploy(bytecode, label, gasLimit = SUBMIT_DEPLOY_GAS) {
      const contract = getCreateAddress({ from: address, nonce })
      await submit({ data: bytecode, gasLimit, label: `deploy ${label}` })
      return contract
    },
    async flush() {
      let pending = submitted
      submitted = []
      // Automine answers before the block exists; wait (bounded) for transactions not mined yet.
      for (let attempt = 0; pending.length > 0; attempt++) {
        const unmined: typeof pending = []
        for (let i = 0; i < pending.length; i += RECEIPT_BATCH) {
          const chunk = pending.slice(i, i + RECEIPT_BATCH)
          const receipts = await rpc.batch<{ status: string } | null>(
            chunk.map((s) => ({ method: 'eth_getTransactionReceipt', params: [s.hash] })),
          )
          receipts.forEach((receipt, j) => {
            const tx = chunk[j]!
            if (receipt === null) unmined.push(tx)
            else if (receipt.status !== '0x1') throw new ChainTxError(`${tx.label}: reverted (${tx.hash})`)
          })
        }
        pending = unmined
        if (pending.length > 0 && attempt >= RECEIPT_ATTEMPTS) {
          throw new ChainTxError(`${pending[0]!.label}: not mined within 30 s (${pending[0]!.hash})`)
        }
        if (pending.length > 0) await new Promise((resolve) => setTimeout(resolve, 25))
      }
    },
    async resyncNonce() {
      nonce = await readNonce()
    },
  }
  return sender
}

/** Polls for the receipt of a just-sent transaction (automine makes this a few milliseconds). */
export async function waitForReceipt(rpc: RpcClient, hash: string, label: string): Promise<MinedTx> {
  const deadline = Date.now() + 30_000
  while (Date.now() < deadline) {
    const receipt = await rpc.call<{ status: string; contractAddress?: string | null } | null>(
      'eth_getTransactionReceipt',
      [hash],
    )
    if (receipt) {
      if (receipt.status !== '0x1') throw new ChainTxError(`${label}: reverted (${hash})`)
      return { hash, contractAddress: receipt.contractAddress ? getAddress(receipt.contractAddress) : null }
    }
    await new Promise((r) => setTimeout(r, 5))
  }
  throw new ChainTxError(`${label}: not mined within 30 s (${hash})`)
}

/** The revert reason of an ethers error or the node's error text. */
export function revertReason(error: unknown): string {
  const e = error as { reason?: string; shortMessage?: string; message?: string }
  return e.reason ?? e.shortMessage ?? e.message ?? String(error)
}
