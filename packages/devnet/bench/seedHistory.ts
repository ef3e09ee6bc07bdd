import { hexlify, randomBytes, Wallet } from 'ethers'
import type { RpcClient } from '../src/chain/rpcClient.js'

/**
 * Gives a fresh random account `count` outgoing transfers (100 per block, mined with automine paused) and
 * returns its address. Funded through the devnet's faucet.
 */
export async function seedHistory(rpc: RpcClient, controlsUrl: string, count: number): Promise<string> {
  const wallet = new Wallet(hexlify(randomBytes(32)))
  const faucet = await fetch(`${controlsUrl}/devnet/faucet`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ address: wallet.address, amount: 100 }),
  })
  if (!faucet.ok) throw new Error(`faucet answered ${faucet.status}`)
  const gasPrice = BigInt(await rpc.call<string>('eth_gasPrice')) * 2n
  const recipients = Array.from({ length: 10 }, () => new Wallet(hexlify(randomBytes(32))).address)
  await rpc.call('evm_setAutomine', [false])
  try {
    for (let start = 0; start < count; start += 100) {
      const raws = await Promise.all(
        Array.from({ length: Math.min(100, count - start) }, (_, i) =>
          wallet.signTransaction({
            to: recipients[(start + i) % recipients.length],
            value: 1n,
            gasLimit: 21_000n,
            gasPrice,
            nonce: start + i,
            chainId: 4003,
          }),
        ),
      )
      await rpc.batch(raws.map((raw) => ({ method: 'eth_sendRawTransaction', params: [raw] })))
      await rpc.call('evm_mine')
    }
  } finally {
    await rpc.call('evm_setAutomine', [true])
  }
  return wallet.address.toLowerCase()
}
