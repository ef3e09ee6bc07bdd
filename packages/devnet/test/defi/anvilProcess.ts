import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'

/**
 * Test helper: a throwaway anvil (random port, temp dir) for the DeFi tests.
 * Stand-in until the chain layer's startAnvil exists; same binary, chain id 4003, automine.
 */
export interface TestAnvil {
  rpcUrl: string
  stop(): Promise<void>
}

function anvilBinary(): string {
  const require = createRequire(import.meta.url)
  const wrapper = dirname(require.resolve('@foundry-rs/anvil/package.json'))
  const platform = `@foundry-rs/anvil-${process.platform}-${process.arch === 'x64' ? 'amd64' : process.arch}`
  return createRequire(join(wrapper, 'package.json')).resolve(`${platform}/bin/anvil`)
}

/** Starts anvil whose first block is `startTime` (unix seconds), e.g. 40 days ago. */
export async function startTestAnvil(startTime: number): Promise<TestAnvil> {
  const dir = mkdtempSync(join(tmpdir(), 'devnet-defi-'))
  const port = await freePort()
  const child: ChildProcess = spawn(
    anvilBinary(),
    [
      '--port',
      String(port),
      '--chain-id',
      '4003',
      '--timestamp',
      String(startTime),
      '--accounts',
      '0',
      '--silent',
    ],
    { cwd: dir, stdio: 'ignore' },
  )
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 3000))])
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
    }
    rmSync(dir, { recursive: true, force: true })
  }
  const rpcUrl = `http://127.0.0.1:${port}`
  try {
    await waitForRpc(rpcUrl, child)
  } catch (error) {
    await stop()
    throw error
  }
  return { rpcUrl, stop }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      )
    })
  })
}

async function waitForRpc(rpcUrl: string, child: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    if (child.exitCode !== null) throw new Error(`anvil exited with ${child.exitCode}`)
    try {
      const response = await fetch(rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
      })
      if (response.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error('anvil did not answer within 10 s')
}
