import { mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Contract, type JsonRpcProvider } from 'ethers'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  ADMIN_KEY_FILE,
  type AnvilInstance,
  advanceChain,
  createChainProvider,
  type DevnetDeployment,
  deployDevnet,
  fundAddress,
  loadArtifact,
  readDeployment,
  startAnvil,
} from '../../src/chain/index.js'
import type { LooseContract } from './chainFixture.js'

const FTM = 10n ** 18n
let dataDir: string
let anvil: AnvilInstance
let deployment: DevnetDeployment
let provider: JsonRpcProvider
let sfc: LooseContract

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'ftm-devnet-seed-'))
  anvil = await startAnvil({ dataDir })
  deployment = await deployDevnet({ rpcUrl: anvil.rpcUrl, dataDir, defi: false })
  provider = createChainProvider(anvil.rpcUrl)
  sfc = new Contract(deployment.contracts.sfc!, loadArtifact('SFC').abi, provider) as LooseContract
})
afterAll(async () => {
  provider?.destroy()
  await anvil?.stop()
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
})

const byName = (name: string) => deployment.validators.find((v) => v.name === name)!
const now = () => Math.floor(Date.now() / 1000)

describe('seed scenario', () => {
  it('creates validators with profiles: one offline, one cheater, one near its cap, one without profile', async () => {
    expect(deployment.validators.length).toBeGreaterThanOrEqual(5)
    for (const v of deployment.validators) {
      const [status, , , , , , auth] = await sfc.getValidator(v.id)
      expect(auth).toBe(v.address)
      const expected = { active: 0n, offline: 8n, cheater: 128n }[v.seededStatus]
      expect(status, v.name).toBe(expected)
    }
    expect(deployment.validators.filter((v) => v.seededStatus === 'offline')).toHaveLength(1)
    expect(deployment.validators.filter((v) => v.seededStatus === 'cheater')).toHaveLength(1)
    expect(deployment.validators.filter((v) => v.profile === null)).toHaveLength(1)
    const aurora = byName('Aurora Staking')
    expect(aurora.profile!.website).toMatch(/^https:\/\//)
    expect(aurora.profile!.logoUrl).toMatch(/^data:image\/svg\+xml;base64,/)
    const nimbus = byName('Nimbus Node')
    const [, , , received] = await sfc.getValidator(nimbus.id)
    const selfStake = (await sfc.getSelfStake(nimbus.id)) as bigint
    const limit = (selfStake * ((await sfc.maxDelegatedRatio()) as bigint)) / FTM - (received as bigint)
    expect(limit).toBeGreaterThan(0n)
    expect(limit).toBeLessThanOrEqual(2_000n * FTM)
  })

  it('spreads a month of history and ends with recent sealed epochs and pending rewards', async () => {
    const genesis = (await provider.getBlock(0))!.timestamp
    expect(now() - genesis).toBeGreaterThan(29 * 86_400)
    expect(deployment.historyStart).toBe(genesis)
    const latest = (await provider.getBlock('latest'))!.timestamp
    expect(Math.abs(latest - now())).toBeLessThan(300)
    const sealed = (await sfc.currentSealedEpoch()) as bigint
    expect(sealed).toBeGreaterThanOrEqual(10n)
    const [endTime] = await sfc.getEpochSnapshot(sealed)
    expect(now() - Number(endTime)).toBeLessThan(2 * 3_600)
    const aurora = byName('Aurora Staking')
    expect(await sfc.getEpochAccumulatedRewardPerToken(sealed, aurora.id)).toBeGreaterThan(0n)
    expect(await sfc.pendingRewards(aurora.address, aurora.id)).toBeGreaterThan(0n)
    expect(await sfc.totalActiveStake()).toBeLessThan(await sfc.totalStake())
  })

  it('gives the admin sFTM for the DeFi pools and records names and proposals', async () => {
    const sftm = new Contract(
      deployment.contracts.sftm!,
      loadArtifact('StakedFTM').abi,
      provider,
    ) as LooseContract
    expect(await sftm.balanceOf(deployment.admin)).toBe(300_000n * FTM)
    expect(deployment.names.map((n) => n.name)).toContain('ALICE.FTM')
    expect(deployment.proposals.map((p) => p.seededState).sort()).toEqual([
      'canceled',
      'failed',
      'open',
      'resolved',
      'upcoming',
    ])
    expect(deployment.governanceContracts[0]!.address).toBe(deployment.contracts.governance)
  })
})

describe('keys', () => {
  it('keeps the admin key in a 0600 file and funds no publicly known key', async () => {
    const mode = statSync(join(dataDir, ADMIN_KEY_FILE)).mode & 0o777
    expect(mode).toBe(0o600)
    expect(await provider.getBalance('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe(0n)
  })

  it('funds an address from the faucet with a real transfer from the admin', async () => {
    const to = '0x2222222222222222222222222222222222222222'
    const result = await fundAddress({ rpcUrl: anvil.rpcUrl, deployment, address: to, amount: 25n * FTM })
    expect(result.balance).toBe(25n * FTM)
    const tx = await provider.getTransaction(result.txHash)
    expect(tx!.from).toBe(deployment.admin)
    await expect(
      fundAddress({ rpcUrl: anvil.rpcUrl, deployment, address: 'nope', amount: FTM }),
    ).rejects.toThrow('address is not a valid address')
  })
})

describe('restart', () => {
  it('reuses deployment.json and keeps the chain across stop and start', async () => {
    expect(readDeployment(dataDir)).toEqual(deployment)
    await advanceChain({ rpcUrl: anvil.rpcUrl, deployment, seconds: 3 * 86_400 })
    const sealed = await sfc.currentSealedEpoch()
    const stake = await sfc.totalStake()
    const block = (await provider.getBlock('latest'))!
    await anvil.stop()
    provider.destroy()

    anvil = await startAnvil({ dataDir })
    provider = createChainProvider(anvil.rpcUrl)
    sfc = new Contract(deployment.contracts.sfc!, loadArtifact('SFC').abi, provider) as LooseContract
    expect(anvil.fresh).toBe(false)
    const again = await deployDevnet({ rpcUrl: anvil.rpcUrl, dataDir, defi: false })
    expect(again).toEqual(deployment)
    expect(await provider.getBlockNumber()).toBe(block.number)
    expect((await provider.getBlock(block.number))!.hash).toBe(block.hash)
    expect(await sfc.currentSealedEpoch()).toBe(sealed)
    expect(await sfc.totalStake()).toBe(stake)
    const next = await advanceChain({ rpcUrl: anvil.rpcUrl, deployment, seconds: 60 })
    expect(next.timestamp).toBeGreaterThan(block.timestamp)
    expect(BigInt(next.sealedEpoch)).toBe(sealed + 1n)
  })
})

describe('devnet controls under concurrency', () => {
  it('serves concurrent faucet calls and an advance without losing one', async () => {
    const targets = [
      '0x3333333333333333333333333333333333333333',
      '0x4444444444444444444444444444444444444444',
    ]
    const sealed = (await sfc.currentSealedEpoch()) as bigint
    const results = await Promise.all([
      ...targets.map((address) =>
        fundAddress({ rpcUrl: anvil.rpcUrl, deployment, address, amount: 3n * FTM }),
      ),
      advanceChain({ rpcUrl: anvil.rpcUrl, deployment, seconds: 60 }),
    ])
    expect(results).toHaveLength(3)
    for (const address of targets) expect(await provider.getBalance(address)).toBe(3n * FTM)
    expect(await sfc.currentSealedEpoch()).toBe(sealed + 1n)
  })
})
