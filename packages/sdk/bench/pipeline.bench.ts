// Build + sign 1,000 transfers: the SDK's pipeline without network (builder → computePreparedTransaction with
// injected nonce and gas → signTransaction with the keystore signer) against ethers `Wallet.signTransaction` on the
// same fields. The keystore is decrypted once, outside the loop (the signer is unlocked for the batch).
// Target ratio ≤ 1.2.
import { Wallet } from 'ethers'
import {
  buildNativeTransferTx,
  computePreparedTransaction,
  createKeystoreSigner,
  devnet,
  encryptKeystore,
  signTransaction,
} from '../src/index.js'

const COUNT = 1000
const RUNS = 5
const PASSWORD = 'Bench-Pass-1'
const GWEI = 10n ** 9n
// Throwaway keys made for this benchmark; they never hold funds.
const wallet = Wallet.createRandom()
const recipient = Wallet.createRandom().address
const keystore = await encryptKeystore(wallet.privateKey, PASSWORD, { scryptN: 2 ** 10 })
const signer = createKeystoreSigner({
  account: { address: wallet.address, keystore },
  chainId: devnet.chainId,
})
const ethersWallet = new Wallet(wallet.privateKey)

async function ours(): Promise<string[]> {
  await signer.unlock(PASSWORD, { uses: COUNT, timeoutMs: 600_000 })
  const out: string[] = []
  for (let i = 0; i < COUNT; i += 1) {
    const call = buildNativeTransferTx({ recipient, amount: BigInt(i + 1) * GWEI })
    const transaction = computePreparedTransaction({
      call,
      from: wallet.address,
      chainId: devnet.chainId,
      nonce: BigInt(i),
      networkGasPrice: GWEI,
      gasBuffer: devnet.gasBuffer,
      estimate: 21_000n,
    })
    out.push((await signTransaction({ signer, transaction })).raw)
  }
  return out
}

async function baseline(): Promise<string[]> {
  const out: string[] = []
  for (let i = 0; i < COUNT; i += 1) {
    out.push(
      await ethersWallet.signTransaction({
        type: 0,
        to: recipient,
        value: BigInt(i + 1) * GWEI,
        data: '0x',
        nonce: i,
        gasPrice: 2n * GWEI,
        gasLimit: 81_500n,
        chainId: BigInt(devnet.chainId),
      }),
    )
  }
  return out
}

async function time(task: () => Promise<string[]>): Promise<{ ms: number; raws: string[] }> {
  const started = performance.now()
  const raws = await task()
  return { ms: performance.now() - started, raws }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

// Same inputs must give the same bytes, or the comparison would be meaningless.
const check = [await time(ours), await time(baseline)]
if (check[0]!.raws.join() !== check[1]!.raws.join())
  throw new Error('pipeline and ethers signed different bytes')
const oursMs: number[] = []
const baseMs: number[] = []
for (let run = 0; run < RUNS; run += 1) {
  oursMs.push((await time(ours)).ms)
  baseMs.push((await time(baseline)).ms)
}
const [a, b] = [median(oursMs), median(baseMs)]
console.log(
  `pipeline build+sign 1000 transfers (sdk vs ethers): ratio ${(a / b).toFixed(2)} (ours ${a.toFixed(0)} ms, baseline ${b.toFixed(0)} ms)`,
)
