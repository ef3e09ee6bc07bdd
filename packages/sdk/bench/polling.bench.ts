// Polling benchmark (issue 4): 10 accounts on the dashboard for 60 simulated seconds. HTTP requests made by
// our polling (one aliased balance query per tick + one aliased full refetch of the accounts that changed) vs
// the original design (one balance query per account per tick + a full refetch per changed account).
// Both run against the same local server on 127.0.0.1, on a simulated clock, with the same balance changes.
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createApiClient } from '../src/api/createApiClient.js'
import type { Timers } from '../src/api/createApiStatus.js'
import { ACCOUNT_LIST_POLL_INTERVAL } from '../src/constants/timing.js'
import { respondAccounts, type SimulatedAccount } from '../src/watch/accountsResponder.test-util.js'
import { alwaysVisible } from '../src/watch/visibility.js'
import { watchAccounts } from '../src/watch/watchAccounts.js'

const ACCOUNTS = 10
const DURATION = 60_000
const E18 = 10n ** 18n

/**
 * A clock that jumps from timer to timer. Before each jump it waits (in real time) until the poller has armed
 * its next tick, i.e. the work of the current tick, HTTP included, is done.
 */
class SimulatedTimers implements Timers {
  now = 0
  private seq = 0
  private queue: { at: number; seq: number; callback: () => void; scenario: boolean }[] = []
  setTimeout(callback: () => void, ms: number, scenario = false) {
    const entry = { at: this.now + ms, seq: this.seq++, callback, scenario }
    this.queue.push(entry)
    return entry
  }
  clearTimeout(handle: unknown) {
    this.queue = this.queue.filter((e) => e !== handle)
  }
  async run(until: number) {
    for (;;) {
      const deadline = Date.now() + 10_000
      while (!this.queue.some((e) => !e.scenario)) {
        if (Date.now() > deadline) throw new Error('the poller never armed its next tick')
        await new Promise((r) => setTimeout(r, 1))
      }
      this.queue.sort((a, b) => a.at - b.at || a.seq - b.seq)
      const next = this.queue.shift()
      if (next === undefined || next.at > until) return
      this.now = next.at
      next.callback()
    }
  }
}

const addresses = Array.from({ length: ACCOUNTS }, (_, i) => `0x${(i + 1).toString(16).padStart(40, '0')}`)

function freshTable() {
  return new Map<string, SimulatedAccount>(
    addresses.map((a) => [a, { balance: 100n * E18, totalValue: 1000n * E18, pendingRewards: 10n ** 17n }]),
  )
}

/** The same changes for both runs: a receive, a reward accrual, a send. */
function scheduleChanges(timers: SimulatedTimers, table: Map<string, SimulatedAccount>) {
  const at = (ms: number, change: (a: SimulatedAccount) => void, index: number) =>
    timers.setTimeout(() => change(table.get(addresses[index] as string) as SimulatedAccount), ms, true)
  const addBalance = (delta: bigint) => (a: SimulatedAccount) => {
    a.balance += delta
    a.totalValue += delta
  }
  at(15_000, addBalance(E18), 1)
  at(
    30_500,
    (a) => {
      a.pendingRewards += 10n ** 16n
      a.totalValue += 10n ** 16n
    },
    4,
  )
  at(45_200, addBalance(-E18), 7)
}

async function startServer() {
  const state = { table: freshTable(), requests: 0 }
  const server = createServer((req, res) => {
    state.requests++
    let body = ''
    req.on('data', (chunk) => (body += chunk))
    req.on('end', () => {
      res.setHeader('content-type', 'application/json')
      res.end(JSON.stringify(respondAccounts(JSON.parse(body), state.table)))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`
  return { server, state, url }
}

const PER_ACCOUNT_BALANCE = `query AccountByAddress($address: Address!, $cursor: Cursor, $count: Int) {
  account(address: $address) { address balance delegations(cursor: $cursor, count: $count) {
    pageInfo { first last hasNext hasPrevious } totalCount edges { delegation { toStakerId pendingRewards { amount } } cursor } } }
}`
const PER_ACCOUNT_FULL = PER_ACCOUNT_BALANCE.replace(
  'address balance',
  'address balance totalValue staker { id createdTime isActive }',
)

/** The original design: per tick, one balance query per account; a full query when balance or rewards changed. */
function watchPerAccount(client: ReturnType<typeof createApiClient>, timers: SimulatedTimers) {
  const last = new Map<string, string>()
  const tick = async () => {
    for (const address of addresses) {
      const variables = { address, cursor: null, count: 50 }
      const document = last.has(address) ? PER_ACCOUNT_BALANCE : PER_ACCOUNT_FULL
      const data = (await client.request({ document, variables })) as {
        account: { balance: string; delegations: unknown }
      }
      const fingerprint = JSON.stringify([data.account.balance, data.account.delegations])
      if (last.has(address) && last.get(address) !== fingerprint)
        await client.request({ document: PER_ACCOUNT_FULL, variables })
      last.set(address, fingerprint)
    }
    timers.setTimeout(tick, ACCOUNT_LIST_POLL_INTERVAL)
  }
  void tick()
}

async function measure(kind: 'batched' | 'per-account'): Promise<number> {
  const { server, state, url } = await startServer()
  const timers = new SimulatedTimers()
  scheduleChanges(timers, state.table)
  const client = createApiClient({ endpoints: [url] })
  let stop = () => {}
  if (kind === 'batched') {
    stop = watchAccounts(client, {
      addresses,
      visibility: alwaysVisible,
      timers,
      onAccounts: () => {},
      onError: (e) => console.error(e),
    })
  } else {
    watchPerAccount(client, timers)
  }
  await timers.run(DURATION)
  stop()
  server.closeAllConnections()
  await new Promise((r) => server.close(r))
  return state.requests
}

const ours = await measure('batched')
const baseline = await measure('per-account')
console.log(
  `polling requests (batched vs per-account): ratio ${(ours / baseline).toFixed(3)} ` +
    `(ours ${ours} requests, baseline ${baseline} requests; ${ACCOUNTS} accounts, ${DURATION / 1000} simulated s, ` +
    `tick ${ACCOUNT_LIST_POLL_INTERVAL} ms, 3 balance changes; target ≤ 0.15)`,
)
