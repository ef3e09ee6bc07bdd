import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { AnvilStartError, startAnvil } from '../../src/chain/index.js'
import { callRpc } from '../../src/chain/waitForRpc.js'

const dirs: string[] = []
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'ftm-devnet-anvil-'))
  dirs.push(dir)
  return dir
}
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
})

// First accounts of anvil's and hardhat's default mnemonic ("test test … junk").
const PUBLIC_TEST_ACCOUNTS = [
  '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
]

describe('startAnvil', () => {
  it('starts chain 4003 on a free port with no funded dev accounts, and stops', async () => {
    const anvil = await startAnvil({ dataDir: tempDir(), port: 0 })
    try {
      expect(anvil.port).toBeGreaterThan(0)
      expect(anvil.fresh).toBe(true)
      expect(await callRpc(anvil.rpcUrl, 'eth_chainId')).toBe('0xfa3')
      expect(await callRpc(anvil.rpcUrl, 'eth_accounts')).toEqual([])
      for (const account of PUBLIC_TEST_ACCOUNTS) {
        expect(await callRpc(anvil.rpcUrl, 'eth_getBalance', [account, 'latest'])).toBe('0x0')
      }
    } finally {
      await anvil.stop()
      await anvil.stop()
    }
    await expect(callRpc(anvil.rpcUrl, 'eth_chainId')).rejects.toThrow()
  })

  it('keeps balances, blocks and a clock moved into the future across stop and start', async () => {
    const dataDir = tempDir()
    const first = await startAnvil({ dataDir })
    const target = '0x1111111111111111111111111111111111111111'
    await callRpc(first.rpcUrl, 'anvil_setBalance', [target, '0x1234'])
    await callRpc(first.rpcUrl, 'evm_increaseTime', [40 * 86_400])
    await callRpc(first.rpcUrl, 'evm_mine')
    const before = await callRpc<{ number: string; timestamp: string; hash: string }>(
      first.rpcUrl,
      'eth_getBlockByNumber',
      ['latest', false],
    )
    await first.stop()

    const second = await startAnvil({ dataDir })
    try {
      expect(second.fresh).toBe(false)
      expect(await callRpc(second.rpcUrl, 'eth_getBalance', [target, 'latest'])).toBe('0x1234')
      const same = await callRpc<{ hash: string }>(second.rpcUrl, 'eth_getBlockByNumber', [
        before.number,
        false,
      ])
      expect(same.hash).toBe(before.hash)
      await callRpc(second.rpcUrl, 'evm_mine')
      const next = await callRpc<{ timestamp: string }>(second.rpcUrl, 'eth_getBlockByNumber', [
        'latest',
        false,
      ])
      expect(BigInt(next.timestamp)).toBeGreaterThan(BigInt(before.timestamp))
    } finally {
      await second.stop()
    }
  })

  it('starts a new chain with its genesis back-dated for the seeded history', async () => {
    const anvil = await startAnvil({ dataDir: tempDir(), genesisTimestamp: 1_700_000_000 })
    try {
      const genesis = await callRpc<{ timestamp: string }>(anvil.rpcUrl, 'eth_getBlockByNumber', [
        '0x0',
        false,
      ])
      expect(Number(BigInt(genesis.timestamp))).toBe(1_700_000_000)
    } finally {
      await anvil.stop()
    }
  })

  it('fails with AnvilStartError when the requested port is taken', async () => {
    const first = await startAnvil({ dataDir: tempDir() })
    try {
      await expect(
        startAnvil({ dataDir: tempDir(), port: first.port, startupTimeoutMs: 5_000 }),
      ).rejects.toThrow(AnvilStartError)
    } finally {
      await first.stop()
    }
  })
})
