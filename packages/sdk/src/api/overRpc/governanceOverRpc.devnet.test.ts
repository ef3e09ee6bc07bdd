// Governance reads over JSON-RPC on the devnet: after a delegation and a vote, an RPC-only client (no GraphQL
// endpoint, the devnet's anvil as the node) given the network's contracts from the devnet's deployment answers the
// proposal lists, one proposal's detail, the votes and the option states exactly as the devnet API does; so does
// a client whose only API endpoint is dead from the start (limited mode), which never reached the API.
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Contract } from 'ethers'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  client as apiClient,
  createFundedAccount,
  devnet,
  E18,
  info,
  provider,
  runFlow,
  type TestAccount,
} from '../../../test/devnet.js'
import {
  type ApiClient,
  computeDefaultVoteLevel,
  createApiClient,
  createApiModeStatus,
  createRpcClient,
  devnetNetworkContracts,
  getGovContract,
  getGovContractProposals,
  getGovContracts,
  getGovProposalOptionState,
  getGovProposalOptionStates,
  getGovProposals,
  getGovProposalVote,
  getStakers,
} from '../../index.js'
import { delegateMachine, voteMachine } from '../../machines.js'

const contracts = devnetNetworkContracts(devnet.deployment)
const rpc = createRpcClient({ urls: [devnet.rpcUrl], chainId: info.chainId, hedgeDelay: false })
const rpcOnly = createApiClient({ endpoints: [], rpc, contracts })
const mode = createApiModeStatus()
let apiDown: ApiClient

const governance = devnet.deployment.governanceContracts?.[0]?.address as string
const open = devnet.deployment.proposals.find((p) => p.seededState === 'open')
let account: TestAccount
let validator: string

/** A URL nothing listens on: a server's port, closed again. */
async function deadUrl(): Promise<string> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return `http://127.0.0.1:${port}/api`
}

beforeAll(async () => {
  if (!open || !governance) throw new Error('the devnet has no seeded open proposal (deployment needed)')
  apiDown = createApiClient({ endpoints: [await deadUrl()], rpc, contracts, mode, hedgeDelay: false })
  account = await createFundedAccount(3000)
  const candidate = (await getStakers(apiClient)).find(
    (s) => s.isActive && !s.isOffline && !s.isCheater && s.delegatedLimit > 1000n * E18,
  )
  if (!candidate) throw new Error('no validator to delegate to')
  validator = candidate.stakerAddress
  await runFlow(delegateMachine, account, { validatorId: candidate.id, amount: 800n * E18 })
  const params = (await new Contract(
    open.governance,
    [
      'function proposalParams(uint256) view returns (uint256, uint8, uint256, uint256, uint256[], bytes32[])',
    ],
    provider,
  ).getFunction('proposalParams')(open.id)) as unknown[]
  const scales = (params[4] as bigint[]).length
  const choices = (params[5] as string[]).map(() => computeDefaultVoteLevel(scales))
  await runFlow(voteMachine, account, {
    governance: open.governance,
    delegatedTo: validator,
    proposalId: open.id,
    choices,
  })
}, 180_000)

/** The same query function through the API, JSON-RPC only, and a client whose API was never reachable. */
async function all<T>(query: (client: ApiClient) => Promise<T>): Promise<[T, T, T]> {
  return Promise.all([query(apiClient), query(rpcOnly), query(apiDown)])
}

describe('governance reads over JSON-RPC agree with the API', () => {
  it('the contracts and the proposals of every contract, page by page and active only', async () => {
    const [api, node, down] = await all((c) => getGovContracts(c))
    expect(node).toEqual(api)
    expect(down).toEqual(api)
    expect(api[0]?.totalProposals).toBeGreaterThan(2n)

    const [first, firstNode, firstDown] = await all((c) => getGovProposals(c, { count: 2 }))
    expect(firstNode).toEqual(first)
    expect(firstDown).toEqual(first)
    expect(first.items).toHaveLength(2)
    expect(first.nextCursor).not.toBeNull()
    const [second, secondNode] = await all((c) => getGovProposals(c, { count: 2, cursor: first.nextCursor }))
    expect(secondNode).toEqual(second)
    expect(second.items[0]?.id).not.toBe(first.items[1]?.id)
    const [active, activeNode] = await all((c) => getGovProposals(c, { activeOnly: true }))
    expect(activeNode).toEqual(active)
    // The run's devnet is shared and files before this one may have moved its clock past the seeded proposal's
    // window: the active list holds exactly the proposals whose window contains the chain's time.
    const now = BigInt((await provider.getBlock('latest'))?.timestamp ?? 0)
    const inWindow = (p: { votingStarts: unknown; votingMustEnd: unknown }) =>
      BigInt(p.votingStarts as bigint) < now && now < BigInt(p.votingMustEnd as bigint)
    for (const p of active.items) expect(inWindow(p)).toBe(true)
    const everything = await getGovProposals(apiClient, { count: 100 })
    const seeded = everything.items.find((p) => p.contract.toLowerCase() === open?.contract.toLowerCase())
    expect(seeded).toBeDefined()
    expect(active.items.some((p) => p.contract.toLowerCase() === open?.contract.toLowerCase())).toBe(
      inWindow(seeded!),
    )
    expect(mode.getState()).toBe('limited')
  })

  it("one contract's proposals, with and without a voter", async () => {
    const [plain, plainNode, plainDown] = await all((c) =>
      getGovContractProposals(c, { address: governance, count: 3 }),
    )
    expect(plainNode).toEqual(plain)
    expect(plainDown).toEqual(plain)
    expect(plain?.canVote).toBeNull()
    const [voter, voterNode] = await all((c) =>
      getGovContractProposals(c, { address: governance, from: account.address, count: 3 }),
    )
    expect(voterNode).toEqual(voter)
    expect(voter?.canVote).toBe(true)
    const cursor = voter?.proposals.nextCursor ?? null
    const [next, nextNode] = await all((c) =>
      getGovContractProposals(c, { address: governance, from: account.address, count: 3, cursor }),
    )
    expect(nextNode).toEqual(next)
  })

  it("one proposal's detail with the voter's rights; an unknown proposal or contract", async () => {
    const id = BigInt(open?.id ?? 0)
    const [api, node, down] = await all((c) =>
      getGovContract(c, { address: governance, from: account.address, id }),
    )
    expect(node).toEqual(api)
    expect(down).toEqual(api)
    expect(api?.delegationsBy).toEqual([validator])
    expect(api?.proposal?.totalWeight).toBeGreaterThan(0n)
    const [none, noneNode] = await all((c) =>
      getGovContract(c, { address: governance, from: account.address, id: 999n }),
    )
    expect(noneNode).toEqual(none)
    expect(none?.proposal).toBeNull()
    const unknown = account.address
    const [missing, missingNode] = await all((c) =>
      getGovContract(c, { address: unknown, from: account.address, id }),
    )
    expect([missing, missingNode]).toEqual([null, null])
  })

  it('the votes and the option states', async () => {
    const id = BigInt(open?.id ?? 0)
    const ref = { address: governance, id }
    const [vote, voteNode, voteDown] = await all((c) =>
      getGovProposalVote(c, { ...ref, from: account.address, delegatedTo: validator }),
    )
    expect(voteNode).toEqual(vote)
    expect(voteDown).toEqual(vote)
    expect(vote?.weight).toBe(800n * E18)
    const [self, selfNode] = await all((c) => getGovProposalVote(c, { ...ref, from: account.address }))
    expect(selfNode).toEqual(self)
    expect(self).toEqual({ weight: 0n, choices: [] })
    const [states, statesNode] = await all((c) => getGovProposalOptionStates(c, ref))
    expect(statesNode).toEqual(states)
    expect(states?.some((s) => s.votes > 0n)).toBe(true)
    const [row, rowNode] = await all((c) =>
      getGovProposalOptionState(c, { ...ref, from: account.address, optionId: 1n }),
    )
    expect(rowNode).toEqual(row)
    const [beyond, beyondNode] = await all((c) =>
      getGovProposalOptionState(c, { ...ref, from: account.address, optionId: 99n }),
    )
    expect(beyondNode).toEqual(beyond)
    expect(beyond?.optionState).toBeNull()
  })
})
