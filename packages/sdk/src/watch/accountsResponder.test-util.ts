// Answers the account documents the watchers send (aliased balances, aliased full accounts, single account)
// from an in-memory table, in the Fantom API wire format. Used by the watch tests and bench/polling.bench.ts.

export interface SimulatedAccount {
  balance: bigint
  /** balance + staked + pending rewards */
  totalValue: bigint
  pendingRewards: bigint
}

interface GraphqlBody {
  query: string
  variables?: Record<string, unknown>
}

const hex = (value: bigint) => `0x${value.toString(16)}`

function full(address: string, account: SimulatedAccount) {
  return {
    address: address.toLowerCase(),
    balance: hex(account.balance),
    totalValue: hex(account.totalValue),
    staker: null,
    delegations: {
      pageInfo: { first: 'd1', last: 'd1', hasNext: false, hasPrevious: false },
      totalCount: '0x1',
      edges: [
        {
          cursor: 'd1',
          delegation: { toStakerId: '0x1', pendingRewards: { amount: hex(account.pendingRewards) } },
        },
      ],
    },
  }
}

/** The JSON answer to one request body, or an error answer for an unknown document/address. */
export function respondAccounts(body: GraphqlBody, table: ReadonlyMap<string, SimulatedAccount>): unknown {
  const variables = body.variables ?? {}
  const lookup = (address: unknown) => table.get(String(address).toLowerCase())
  const aliased = /query (AccountBalances|Accounts)\(/.exec(body.query)?.[1]
  if (aliased !== undefined) {
    const data: Record<string, unknown> = {}
    for (const [name, address] of Object.entries(variables)) {
      if (!/^a\d+$/.test(name)) continue
      const account = lookup(address)
      if (account === undefined)
        return { errors: [{ message: 'address not found', path: [name] }], data: null }
      data[name] =
        aliased === 'Accounts'
          ? full(String(address), account)
          : {
              address: String(address).toLowerCase(),
              balance: hex(account.balance),
              totalValue: hex(account.totalValue),
            }
    }
    return { data }
  }
  if (/query AccountByAddress\(/.test(body.query)) {
    const account = lookup(variables.address)
    if (account === undefined)
      return { errors: [{ message: 'address not found', path: ['account'] }], data: null }
    if (body.query.includes('totalValue'))
      return { data: { account: full(String(variables.address), account) } }
    const { balance, delegations } = full(String(variables.address), account)
    return { data: { account: { address: String(variables.address).toLowerCase(), balance, delegations } } }
  }
  return { errors: [{ message: 'unsupported document' }] }
}
