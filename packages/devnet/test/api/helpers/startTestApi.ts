import { parseEther, type TransactionRequest, Wallet } from 'ethers'
import type { DevnetDeployment } from '../../../src/chain/index.js'
import { createDevnetServer, type DevnetServer } from '../../../src/server/createDevnetServer.js'
import { postGraphql } from './graphql.js'
import { startTestChain, type TestChain } from './startTestChain.js'

/** The deployment of a chain where nothing is deployed (API tests of the chain-level API alone). */
export function bareDeployment(): DevnetDeployment {
  return {
    version: 1,
    chainId: 4003,
    admin: '0x0000000000000000000000000000000000000000',
    deployedAt: 0,
    historyStart: 0,
    contracts: {},
    validators: [],
    governanceContracts: [],
    proposals: [],
    names: [],
  }
}

/** Polls `transaction(hash){status}` every 20 ms (at most 5 s) until it is not null; returns it. */
export async function waitForStatus(apiUrl: string, hash: string): Promise<string> {
  for (let attempt = 0; attempt < 250; attempt++) {
    const { body } = await postGraphql(apiUrl, 'query ($h: Bytes32!) { transaction(hash: $h) { status } }', {
      h: hash,
    })
    const status = body.data?.transaction?.status
    if (status) return status
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  throw new Error(`transaction ${hash} was not mined within 5 s`)
}

export interface TestApi {
  chain: TestChain
  server: DevnetServer
  apiUrl: string
  /** A fresh wallet funded with 100 FTM. */
  fundedWallet(): Promise<Wallet>
  /**
   * Does what the original wallet does: nonce from `account{txCount}`, a legacy tx signed for chain 4003,
   * broadcast with the `sendTransaction` mutation, then `transaction(hash){status}` polled until it is mined.
   */
  send(wallet: Wallet, tx: TransactionRequest): Promise<string>
  stop(): Promise<void>
}

/** A bare anvil plus the API server on random ports (memory only unless `dataDir` is given). */
export async function startTestApi(
  options: { dataDir?: string; stateFile?: string; log?: (line: string) => void } = {},
): Promise<TestApi> {
  const chain = await startTestChain(options.stateFile)
  const server = await createDevnetServer({
    rpcUrl: chain.rpcUrl,
    chainId: 4003,
    deployment: bareDeployment(),
    chain: chain.chain,
    dataDir: options.dataDir,
    port: 0,
    pollIntervalMs: 200,
    log: options.log,
  })
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
      const { body } = await postGraphql(
        server.apiUrl,
        'query ($a: Address!) { account(address: $a) { txCount } }',
        {
          a: wallet.address,
        },
      )
      const nonce = Number(body.data.account.txCount)
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
      const hash = reply.body.data.sendTransaction.hash as string
      await waitForStatus(server.apiUrl, hash)
      return hash
    },
    async stop() {
      await server.close()
      await chain.stop()
    },
  }
}
