import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { hexlify, JsonRpcProvider, Network, parseEther, randomBytes, Wallet } from 'ethers'
import { afterAll, expect, it } from 'vitest'
import { encodeCall } from '../../src/chain/index.js'
import { type Devnet, startDevnet } from '../../src/startDevnet.js'
import { DELEGATION_FULL, DELEGATIONS_BY_ADDRESS_V3 } from './documents/staking.js'
import { ACTIONS } from './documents/uniswap.js'
import { query } from './helpers/graphql.js'

// One devnet, stopped and started again on the same data dir: the staking and Uniswap indexes come back.

const dataDir = mkdtempSync(join(tmpdir(), 'ftm-devnet-modules-'))
let devnet: Devnet | undefined

afterAll(async () => {
  await devnet?.stop()
  rmSync(dataDir, { recursive: true, force: true })
})

async function send(rpcUrl: string, key: string, to: string, data: string, value = 0n) {
  const provider = new JsonRpcProvider(rpcUrl, Network.from(4003), { staticNetwork: true, cacheTimeout: -1 })
  try {
    const tx = await new Wallet(key, provider).sendTransaction({ to, data, value, gasLimit: 1_500_000n })
    expect((await tx.wait())?.status).toBe(1)
  } finally {
    provider.destroy()
  }
}

it('keeps delegations, withdraw requests and pair actions across a restart, and goes on indexing', async () => {
  devnet = await startDevnet({ dataDir, ports: 0 })
  const key = hexlify(randomBytes(32))
  const user = new Wallet(key).address
  const faucet = await fetch(`${devnet.url}/devnet/faucet`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ address: user, amount: 2000 }),
  })
  expect(faucet.status).toBe(200)
  const sfc = devnet.deployment.contracts.sfc ?? ''
  await send(devnet.rpcUrl, key, sfc, encodeCall('SFC', 'delegate', [2n]), parseEther('500'))
  await send(devnet.rpcUrl, key, sfc, encodeCall('SFC', 'undelegate', [2n, 1n, parseEther('100')]))
  const vars = { address: user, staker: '0x2' }
  const listVars = { address: user, cursor: null, count: 100 }
  const delegationsBefore = await query(devnet.apiUrl, DELEGATIONS_BY_ADDRESS_V3, listVars)
  const delegationBefore = await query(devnet.apiUrl, DELEGATION_FULL, vars)
  const actionsBefore = await query(devnet.apiUrl, ACTIONS, { cursor: null, count: 20 })
  expect(delegationBefore.delegation.withdrawRequests).toHaveLength(1)
  expect(actionsBefore.defiUniswapActions.edges).toHaveLength(20)
  await devnet.stop()

  devnet = await startDevnet({ dataDir, ports: 0 })
  expect(devnet.fresh).toBe(false)
  expect(await query(devnet.apiUrl, DELEGATIONS_BY_ADDRESS_V3, listVars)).toEqual(delegationsBefore)
  expect(await query(devnet.apiUrl, DELEGATION_FULL, vars)).toEqual(delegationBefore)
  expect(await query(devnet.apiUrl, ACTIONS, { cursor: null, count: 20 })).toEqual(actionsBefore)

  await send(devnet.rpcUrl, key, sfc, encodeCall('SFC', 'undelegate', [2n, 2n, parseEther('50')]))
  const after = await query(devnet.apiUrl, DELEGATION_FULL, vars)
  expect(
    after.delegation.withdrawRequests.map((r: { withdrawRequestID: string }) => r.withdrawRequestID),
  ).toEqual(['0x2', '0x1'])
  expect(after.delegation.amountInWithdraw).toBe(`0x${parseEther('150').toString(16)}`)
})
