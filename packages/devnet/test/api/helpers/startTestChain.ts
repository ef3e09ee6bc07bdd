import { type ChildProcess, spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { createServer } from 'node:net'
import { dirname, join } from 'node:path'
import { createRpcClient, type RpcClient } from '../../../src/chain/rpcClient.js'
import type { ChainControls } from '../../../src/server/createControlsHandler.js'

// A bare anvil for tests of the API layer alone (no contracts deployed).

const require = createRequire(import.meta.url)

function anvilBinary(): string {
  const pkg = require.resolve('@foundry-rs/anvil-linux-amd64/package.json', {
    paths: [dirname(require.resolve('@foundry-rs/anvil/package.json'))],
  })
  return join(dirname(pkg), 'bin', 'anvil')
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}

export interface TestChain {
  rpcUrl: string
  rpc: RpcClient
  chain: ChainControls
  stop(): Promise<void>
}

/** Starts anvil (chain id 4003, automine) on a free port, optionally keeping its state in `stateFile`. */
export async function startTestChain(stateFile?: string): Promise<TestChain> {
  const port = await freePort()
  const args = ['--port', String(port), '--chain-id', '4003', '--silent', '--accounts', '0']
  if (stateFile) args.push('--state', stateFile)
  const child: ChildProcess = spawn(anvilBinary(), args, { stdio: 'ignore' })
  const rpcUrl = `http://127.0.0.1:${port}`
  const rpc = createRpcClient(rpcUrl)
  for (let attempt = 0; ; attempt++) {
    try {
      await rpc.call('eth_chainId')
      break
    } catch (error) {
      if (attempt > 100) throw error
      await new Promise((r) => setTimeout(r, 50))
    }
  }
  const chain: ChainControls = {
    async fund(address, amountWei) {
      const balance = BigInt(await rpc.call<string>('eth_getBalance', [address, 'latest']))
      await rpc.call('anvil_setBalance', [address, `0x${(balance + amountWei).toString(16)}`])
      return { balance: (balance + amountWei).toString() }
    },
    async advance(seconds) {
      await rpc.call('evm_increaseTime', [seconds])
      await rpc.call('evm_mine')
      return { blockNumber: Number(await rpc.call<string>('eth_blockNumber')) }
    },
  }
  return {
    rpcUrl,
    rpc,
    chain,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve()
        child.once('exit', () => resolve())
        child.kill('SIGINT')
      }),
  }
}
