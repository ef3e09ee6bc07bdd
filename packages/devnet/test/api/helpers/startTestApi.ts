import { parseEther, type TransactionRequest, Wallet } from 'ethers'
import { createDevnetServer, type DevnetServer } from '../../../src/server/createDevnetServer.js'
import { postGraphql } from './graphql.js'
import { startTestChain, type TestChain } from './startTestChain.js'

export interface TestApi {
  chain: TestChain
  server: DevnetServer
  apiUrl: string
  /** A fresh wallet funded with 100 FTM. */
  fundedWallet(): Promise<Wallet>
  /** Signs a legacy tx like the original wallet (chain id 4003) and broadcasts it through the API's mutation. */
  send(wallet: Wallet, tx: TransactionRequest): Promise<string>
  stop(): Promise<void>
}

/** A bare anvil plus the API server on random ports (memory only unless `dataDir` is given). */
export async function startTestApi(options: { dataDir?: string; stateFile?: string } = {}): Promise<TestApi> {
  const chain = await startTestChain(options.stateFile)
  const server = await createDevnetServer({
    rpcUrl: chain.rpcUrl,
    chainId: 4003,
    deployment: { chainId: 4003, contracts: {} },
    chain: chain.chain,
    dataDir: options.dataDir,
    port: 0,
    pollIntervalMs: 200,
  })
  const nonces = new Map<string, number>()
  return {
    chain,
    server,
    apiUrl: server.apiUrl,
    async fundedWallet() {
      const wallet = Wallet.createRandom() as unknown as Wallet
      await chain.chain.fund(wallet.address, parseEther('100'))
      return wallet
    },
    async send(wallet, tx) {
      const nonce = nonces.get(wallet.address) ?? 0
      nonces.set(wallet.address, nonce + 1)
      const raw = await wallet.signTransaction({
        gasLimit: 100_000n,
        gasPrice: 5_000_000_000n,
        value: 0n,
        ...tx,
        nonce,
        chainId: 4003,
      })
      const reply = await postGraphql(
        server.apiUrl,
        'mutation ($tx: Bytes!) { sendTransaction(tx: $tx) { hash } }',
        {
          tx: raw,
        },
      )
      if (!reply.body.data?.sendTransaction) throw new Error(JSON.stringify(reply.body.errors))
      return reply.body.data.sendTransaction.hash as string
    },
    async stop() {
      await server.close()
      await chain.stop()
    },
  }
}
