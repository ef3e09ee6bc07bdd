// The JSON-RPC fallback on the devnet: an RPC-only client (no GraphQL endpoint, the devnet's anvil as the node)
// sends, delegates and undelegates through the same flows, and every query it serves over JSON-RPC agrees with
// the devnet API's answer to the same query function. A client whose only API endpoint is dead falls back to the
// node (limited mode) and returns to the API when it answers.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  client as apiClient,
  balanceOf,
  contracts,
  createFundedAccount,
  devnet,
  E18,
  info,
  network,
  PASSWORD,
  runFlow,
  type TestAccount,
} from '../../../test/devnet.js'
import {
  type ApiClient,
  buildIncreaseAllowanceTx,
  buildNativeTransferTx,
  buildUnwrapTx,
  buildWrapTx,
  createApiClient,
  createApiModeStatus,
  createRpcClient,
  getAccount,
  getAccountBalances,
  getAccounts,
  getDelegation,
  getDelegationsByAddress,
  getDelegationUnlockedAmount,
  getErc20TokenAllowance,
  getErc20TokenBalance,
  getGasEstimate,
  getGasPrice,
  getLatestBlockTime,
  getSfcConfig,
  getStaker,
  getStakers,
  getTransaction,
  getTransactionCount,
  getTransactionInputs,
  sendCall,
} from '../../index.js'
import { delegateMachine, undelegateMachine } from '../../machines.js'

const rpc = createRpcClient({ urls: [devnet.rpcUrl], chainId: info.chainId, hedgeDelay: false })
const rpcOnly = createApiClient({ endpoints: [], rpc })
const wftm = contracts.wftm as string

let account: TestAccount
let validatorId: bigint
let sentHash: `0x${string}`

beforeAll(async () => {
  account = await createFundedAccount(3000)
  const stakers = await getStakers(apiClient)
  const candidate = stakers.find(
    (s) => s.isActive && !s.isOffline && !s.isCheater && s.delegatedLimit > 1000n * E18,
  )
  if (!candidate) throw new Error('no validator to delegate to')
  validatorId = candidate.id
  // Everything below is sent over JSON-RPC only.
  const rpcDependencies = { client: rpcOnly }
  await runFlow(delegateMachine, account, { validatorId, amount: 500n * E18 }, rpcDependencies)
  await runFlow(undelegateMachine, account, { validatorId, amount: 100n * E18 }, rpcDependencies)
  const sent = await sendCall({
    client: rpcOnly,
    network,
    signer: account.signer,
    call: buildNativeTransferTx({ recipient: (await createFundedAccount(0)).address, amount: 7n * E18 }),
    password: PASSWORD,
  })
  sentHash = sent.hash
  await sendCall({
    client: rpcOnly,
    network,
    signer: account.signer,
    call: buildWrapTx({ wftm, amount: 20n * E18 }),
    password: PASSWORD,
  })
  await sendCall({
    client: rpcOnly,
    network,
    signer: account.signer,
    call: buildIncreaseAllowanceTx({
      token: wftm,
      spender: contracts.uniswapRouter ?? wftm,
      amount: 3n * E18,
    }),
    password: PASSWORD,
  })
}, 240_000)

/** The same query function through the API and through JSON-RPC only. */
async function both<T>(query: (client: ApiClient) => Promise<T>): Promise<[T, T]> {
  return Promise.all([query(apiClient), query(rpcOnly)])
}

describe('queries served over JSON-RPC agree with the API', () => {
  it('sent, delegated and undelegated over JSON-RPC only', async () => {
    const delegation = await getDelegation(apiClient, { address: account.address, stakerId: validatorId })
    expect(delegation?.amountDelegated).toBe(400n * E18)
    expect(delegation?.amountInWithdraw).toBe(100n * E18)
    expect((await getTransaction(apiClient, { hash: sentHash }))?.status).toBe('success')
  })

  it('balances, nonce, gas price and estimates', async () => {
    const [api, node] = await both((c) => getAccountBalances(c, { addresses: [account.address] }))
    expect(node).toEqual(api)
    expect(api[0]?.totalValue).toBe((api[0]?.balance ?? 0n) + 500n * E18 + (await pendingRewards()))
    const [nonceApi, nonceNode] = await both((c) => getTransactionCount(c, { address: account.address }))
    expect(nonceNode).toBe(nonceApi)
    const [gasApi, gasNode] = await both((c) => getGasPrice(c))
    expect(gasNode).toBe(gasApi)
    const call = { from: account.address, to: wftm, value: E18, data: '0xd0e30db0' }
    const [estimateApi, estimateNode] = await both((c) => getGasEstimate(c, call))
    expect(estimateNode).toBe(estimateApi)
  })

  it("a transaction's inputs in one operation (nonce, balance, gas price, estimate; a refused estimate's messages)", async () => {
    const call = { from: account.address, to: wftm, value: E18, data: '0xd0e30db0' }
    const [api, node] = await both((c) => getTransactionInputs(c, call))
    expect(node).toEqual(api)
    expect(api).toEqual({
      nonce: await getTransactionCount(apiClient, { address: account.address }),
      gasPrice: await getGasPrice(apiClient),
      balance: (await getAccountBalances(apiClient, { addresses: [account.address] }))[0]?.balance,
      estimate: await getGasEstimate(apiClient, call),
    })
    // Unwrapping more WFTM than the account holds: the node refuses the estimate, the other inputs still come.
    const refused = { ...call, value: 0n, data: buildUnwrapTx({ wftm, amount: 10n ** 30n }).data }
    const [apiRefused, nodeRefused] = await both((c) => getTransactionInputs(c, refused))
    for (const inputs of [apiRefused, nodeRefused]) {
      expect(inputs).toMatchObject({ nonce: api.nonce, gasPrice: api.gasPrice, balance: api.balance })
      expect('estimate' in inputs).toBe(false)
      expect('estimateErrors' in inputs && inputs.estimateErrors.length).toBe(1)
    }
    expect(nodeRefused).toEqual(apiRefused)
  })

  it('the full account (validator flag, every delegation with its pending rewards)', async () => {
    const [api, node] = await both((c) => getAccount(c, { address: account.address }))
    expect(node).toEqual(api)
    expect(api.delegations.map((d) => d.toStakerId)).toEqual([validatorId])
    const [apiList, nodeList] = await both((c) => getAccounts(c, { addresses: [account.address, wftm] }))
    expect(nodeList).toEqual(apiList)
  })

  it('the delegation: stake, withdraw requests, lock-up, rewards, sFTM; the delegation list; unlocked amount', async () => {
    const [api, node] = await both((c) =>
      getDelegation(c, { address: account.address, stakerId: validatorId }),
    )
    expect(node).toEqual(api)
    expect(api?.withdrawRequests).toHaveLength(1)
    const [apiNone, nodeNone] = await both((c) =>
      getDelegation(c, { address: account.address, stakerId: 999n }),
    )
    expect([apiNone, nodeNone]).toEqual([null, null])
    const [apiPage, nodePage] = await both((c) => getDelegationsByAddress(c, { address: account.address }))
    expect(nodePage.items).toEqual(apiPage.items)
    expect(nodePage.totalCount).toBe(apiPage.totalCount)
    const [apiUnlocked, nodeUnlocked] = await both((c) =>
      getDelegationUnlockedAmount(c, { address: account.address, stakerId: validatorId }),
    )
    expect(nodeUnlocked).toBe(apiUnlocked)
  })

  it('validators (without the names and logos from the API registry), one validator, the SFC configuration', async () => {
    const withoutInfo = <T extends { stakerInfo: unknown }>(list: T[]) =>
      list.map(({ stakerInfo: _, ...rest }) => rest)
    const [api, node] = await both((c) => getStakers(c))
    expect(withoutInfo(node)).toEqual(withoutInfo(api))
    expect(node.every((s) => s.stakerInfo === null)).toBe(true)
    const [one, oneNode] = await both((c) => getStaker(c, { id: validatorId }))
    // isStakeLocked is the real API's inverted flag (R4, never read by the wallet); the devnet's chain time for it
    // differs from the latest block's, so it is left out here.
    const comparable = (s: typeof one) => s && withoutInfo([{ ...s, isStakeLocked: null }])
    expect(comparable(oneNode)).toEqual(comparable(one))
    const address = one?.stakerAddress as string
    const [byAddress, byAddressNode] = await both((c) => getStaker(c, { address }))
    expect(byAddressNode?.id).toBe(byAddress?.id)
    const [none, noneNode] = await both((c) => getStaker(c, { id: 999n }))
    expect([none, noneNode]).toEqual([null, null])
    const [config, configNode] = await both((c) => getSfcConfig(c))
    expect(configNode).toEqual(config)
    const [time, timeNode] = await both((c) => getLatestBlockTime(c))
    expect(timeNode).toBe(time)
  })

  it('ERC-20 balances and allowances of known tokens', async () => {
    const [api, node] = await both((c) => getErc20TokenBalance(c, { owner: account.address, token: wftm }))
    expect([api, node]).toEqual([20n * E18, 20n * E18])
    const spender = contracts.uniswapRouter ?? wftm
    const [apiAllowance, nodeAllowance] = await both((c) =>
      getErc20TokenAllowance(c, { owner: account.address, token: wftm, spender }),
    )
    expect([apiAllowance, nodeAllowance]).toEqual([3n * E18, 3n * E18])
  })

  it('a receipt: the transaction state by hash, and null for an unknown hash', async () => {
    const [api, node] = await both((c) => getTransaction(c, { hash: sentHash }))
    expect(node).toEqual(api)
    const unknown = `0x${'12'.repeat(32)}`
    expect(await getTransaction(rpcOnly, { hash: unknown })).toBeNull()
  })
})

describe('limited mode on the devnet', () => {
  it('falls back to the node while the API endpoint is dead, and returns when it answers', async () => {
    // A proxy in front of the devnet API that is dead (refuses with a reset) until switched on.
    let up = false
    const proxy: Server = createServer(async (request, response) => {
      if (!up) return request.socket.destroy()
      const chunks: Buffer[] = []
      for await (const chunk of request) chunks.push(chunk as Buffer)
      const answer = await fetch(devnet.apiUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: Buffer.concat(chunks),
      })
      response.writeHead(answer.status, { 'content-type': 'application/json' })
      response.end(await answer.text())
    })
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve))
    const url = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}/api`
    try {
      const mode = createApiModeStatus()
      const limited = createApiClient({ endpoints: [url], rpc, mode, probeInterval: 0, hedgeDelay: false })
      const balance = await balanceOf(account.address)
      expect((await getAccountBalances(limited, { addresses: [account.address] }))[0]?.balance).toBe(balance)
      expect(mode.getState()).toBe('limited')
      up = true
      await getGasPrice(limited) // the node answers; the API is probed in the background
      await expect.poll(() => mode.getState()).toBe('api')
    } finally {
      proxy.close()
    }
  })
})

async function pendingRewards(): Promise<bigint> {
  const delegation = await getDelegation(apiClient, { address: account.address, stakerId: validatorId })
  return delegation?.pendingRewards ?? 0n
}
