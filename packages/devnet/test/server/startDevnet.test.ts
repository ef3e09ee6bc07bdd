import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Wallet } from 'ethers'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SFC_ADDRESS } from '../../src/constants.js'
import { type Devnet, startDevnet } from '../../src/startDevnet.js'
import {
  DEVNET_URL_ENV,
  type ProvidedDevnet,
  setupDevnetForVitest,
  type VitestProjectLike,
} from '../../src/vitestSetup.js'
import { ACCOUNT_FULL, ACCOUNT_HISTORY, ACCOUNT_JUST_BALANCE } from '../api/helpers/documents.js'
import { postGraphql } from '../api/helpers/graphql.js'

const HEX = /^0x(0|[1-9a-f][0-9a-f]*)$/

let dataDir: string
let devnet: Devnet | undefined

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'ftm-devnet-start-'))
  devnet = await startDevnet({ dataDir, ports: 0 })
})
afterAll(async () => {
  await devnet?.stop()
  if (dataDir) await rm(dataDir, { recursive: true, force: true })
})

async function control(name: string, body?: object) {
  const response = await fetch(`${devnet!.url}/devnet/${name}`, {
    method: body ? 'POST' : 'GET',
    headers: { 'content-type': 'application/json' },
    body: body ? JSON.stringify(body) : undefined,
  })
  // biome-ignore lint/suspicious/noExplicitAny: each control answers its own shape
  return { status: response.status, body: (await response.json()) as any }
}

async function historyOf(address: string): Promise<string[]> {
  const { body } = await postGraphql(devnet!.apiUrl, ACCOUNT_HISTORY, { address, cursor: null, count: 40 })
  return body.data.account.txList.edges.map((e: { cursor: string }) => e.cursor)
}

const someone = Wallet.createRandom().address

describe('startDevnet', () => {
  it('starts a deployed, seeded chain and describes it in /devnet/info', async () => {
    expect(devnet!.fresh).toBe(true)
    const { status, body } = await control('info')
    expect(status).toBe(200)
    expect(body).toMatchObject({ chainId: 4003, apiUrl: devnet!.apiUrl, rpcUrl: devnet!.rpcUrl })
    expect(body.contracts.sfc.toLowerCase()).toBe(SFC_ADDRESS.toLowerCase())
    expect(Object.keys(body.contracts)).toEqual(expect.arrayContaining(['wftm', 'fusd', 'uniswapRouter']))
  })

  it('funds an address with a real transfer that shows in its history (faucet)', async () => {
    const { status, body } = await control('faucet', { address: someone, amount: 25 })
    expect(status).toBe(200)
    expect(body.result.txHash).toMatch(/^0x[0-9a-f]{64}$/)
    expect(await historyOf(someone)).toEqual([body.result.txHash])
  })

  it('moves time and seals an epoch (advance)', async () => {
    const before = await postGraphql(devnet!.apiUrl, '{ currentEpoch block { timestamp } }')
    const { status, body } = await control('advance', { seconds: 3600 })
    expect(status).toBe(200)
    const after = await postGraphql(devnet!.apiUrl, '{ currentEpoch block { timestamp } }')
    expect(BigInt(after.body.data.currentEpoch)).toBe(BigInt(before.body.data.currentEpoch) + 1n)
    expect(body.result.sealedEpoch).toBe(Number(BigInt(after.body.data.currentEpoch)) - 1)
    const moved = Number(after.body.data.block.timestamp) - Number(before.body.data.block.timestamp)
    expect(moved).toBeGreaterThanOrEqual(3600)
  })

  it("answers the wallet's full and balance-only account documents for a delegator", async () => {
    const validator = devnet!.deployment.validators[0]!.address
    const full = await postGraphql(devnet!.apiUrl, ACCOUNT_FULL, {
      address: validator,
      cursor: null,
      count: 50,
    })
    expect(full.body.errors).toBeUndefined()
    const account = full.body.data.account
    expect(account.address).toBe(validator.toLowerCase())
    expect(BigInt(account.totalValue)).toBeGreaterThan(BigInt(account.balance))
    expect(account.delegations.totalCount).toMatch(HEX)
    expect(account.delegations.edges[0].delegation.pendingRewards.amount).toMatch(HEX)
    const justBalance = await postGraphql(devnet!.apiUrl, ACCOUNT_JUST_BALANCE, {
      address: validator,
      count: 50,
    })
    expect(justBalance.body.data.account).not.toHaveProperty('totalValue')
    expect(justBalance.body.data.account.balance).toBe(account.balance)
  })

  it('lets a vitest globalSetup provide a running devnet through FTM_DEVNET_URL', async () => {
    const provided: Record<string, unknown> = {}
    const provide = (key: string, value: unknown) => {
      provided[key] = value
    }
    const project: VitestProjectLike = { provide }
    process.env[DEVNET_URL_ENV] = devnet!.url
    try {
      const teardown = await setupDevnetForVitest()(project)
      await teardown()
    } finally {
      delete process.env[DEVNET_URL_ENV]
    }
    expect(provided.devnet as ProvidedDevnet).toMatchObject({
      apiUrl: devnet!.apiUrl,
      rpcUrl: devnet!.rpcUrl,
    })
    expect((provided.devnet as ProvidedDevnet).deployment).toEqual(devnet!.deployment)
  })

  it('keeps chain and history over a warm restart and indexes new blocks', async () => {
    const before = await historyOf(someone)
    await devnet!.stop()
    devnet = await startDevnet({ dataDir, ports: 0 })
    expect(devnet.fresh).toBe(false)
    expect(await historyOf(someone)).toEqual(before)
    const { body } = await control('faucet', { address: someone, amount: 1 })
    expect(await historyOf(someone)).toEqual([body.result.txHash, ...before])
  })

  it('starts over from a new chain with reset', async () => {
    await devnet!.stop()
    devnet = await startDevnet({ dataDir, ports: 0, reset: true, defi: false })
    expect(devnet.fresh).toBe(true)
    expect(await historyOf(someone)).toEqual([])
    expect(devnet.deployment.contracts.wftm).toBeUndefined()
  })
})
