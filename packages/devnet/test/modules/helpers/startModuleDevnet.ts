import { hexlify, JsonRpcProvider, Network, randomBytes, Wallet } from 'ethers'
import { expect } from 'vitest'
import { type Devnet, startDevnet } from '../../../src/startDevnet.js'

export interface ModuleDevnet {
  devnet: Devnet
  apiUrl: string
  provider: JsonRpcProvider
  /** Address of a deployed contract by its deployment name (lowercase, as the API writes addresses). */
  contract(name: string): string
  /** A fresh random account funded through the devnet's faucet. */
  newAccount(ftm?: string): Promise<Wallet>
  /** Sends a contract call from `wallet` straight to the chain and waits until it is mined successfully. */
  send(wallet: Wallet, to: string, data: string, value?: bigint): Promise<string>
  /** `POST /devnet/advance`: moves chain time and seals epochs. */
  advance(seconds: number): Promise<void>
  /** Unix time of the latest block. */
  chainTime(): Promise<number>
  stop(): Promise<void>
}

async function control(devnet: Devnet, name: string, body: object): Promise<void> {
  const response = await fetch(`${devnet.url}/devnet/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  expect(response.status).toBe(200)
}

/** A whole devnet (chain, contracts, seed, API) on random ports in a temp dir. One per test file. */
export async function startModuleDevnet(): Promise<ModuleDevnet> {
  const devnet = await startDevnet({ ports: 0 })
  const provider = new JsonRpcProvider(devnet.rpcUrl, Network.from(4003), {
    staticNetwork: true,
    cacheTimeout: -1,
  })
  return {
    devnet,
    apiUrl: devnet.apiUrl,
    provider,
    contract(name) {
      const address = devnet.deployment.contracts[name]
      if (!address) throw new Error(`the devnet deployed no contract named ${name}`)
      return address.toLowerCase()
    },
    async newAccount(ftm = '1000') {
      const wallet = new Wallet(hexlify(randomBytes(32)), provider)
      await control(devnet, 'faucet', { address: wallet.address, amount: ftm })
      return wallet
    },
    async send(wallet, to, data, value = 0n) {
      // A fixed limit: anvil's estimate for swaps depends on the block time (toolchain notes).
      const tx = await wallet.sendTransaction({ to, data, value, gasLimit: 1_500_000n })
      const receipt = await tx.wait()
      expect(receipt?.status).toBe(1)
      return tx.hash
    },
    advance: (seconds) => control(devnet, 'advance', { seconds }),
    async chainTime() {
      return (await provider.getBlock('latest'))?.timestamp ?? 0
    },
    async stop() {
      provider.destroy()
      await devnet.stop()
    },
  }
}
