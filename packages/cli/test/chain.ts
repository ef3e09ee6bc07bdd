// Chain-state reads for the end-to-end tests: straight GraphQL to the devnet's API (not through the CLI).
import { gql } from './ftm.js'

const big = (hex: string | null | undefined) => (hex ? BigInt(hex) : 0n)

export async function getBalance(api: string, address: string): Promise<bigint> {
  const data = await gql<{ account: { balance: string } }>(
    api,
    'query($a: Address!) { account(address: $a) { balance } }',
    { a: address },
  )
  return big(data.account.balance)
}

export async function getTokenBalance(api: string, owner: string, token: string): Promise<bigint> {
  const data = await gql<{ ercTokenBalance: string }>(
    api,
    'query($o: Address!, $t: Address!) { ercTokenBalance(owner: $o, token: $t) }',
    { o: owner, t: token },
  )
  return big(data.ercTokenBalance)
}

export async function getTxStatus(
  api: string,
  hash: string,
): Promise<{ status: number | null; input: string; to: string | null }> {
  const data = await gql<{
    transaction: { status: string | null; inputData: string; to: string | null } | null
  }>(api, 'query($h: Bytes32!) { transaction(hash: $h) { status inputData to } }', { h: hash })
  const tx = data.transaction
  return { status: tx?.status ? Number(tx.status) : null, input: tx?.inputData ?? '', to: tx?.to ?? null }
}

export interface ChainDelegation {
  amountDelegated: bigint
  unlockedAmount: bigint
  isDelegationLocked: boolean
  outstandingSFTM: bigint
  pendingRewards: bigint
  claimedReward: bigint
  withdrawRequests: Array<{ withdrawTime: string | null; amount: bigint }>
}

interface RawDelegation {
  amountDelegated: string
  unlockedAmount: string
  isDelegationLocked: boolean
  outstandingSFTM: string
  claimedReward: string
  pendingRewards: { amount: string }
  withdrawRequests: Array<{ withdrawTime: string | null; amount: string }>
}

export async function getDelegation(
  api: string,
  address: string,
  validator: number,
): Promise<ChainDelegation | null> {
  const data = await gql<{ delegation: RawDelegation | null }>(
    api,
    `query($a: Address!, $s: BigInt!) { delegation(address: $a, staker: $s) {
      amountDelegated unlockedAmount isDelegationLocked outstandingSFTM claimedReward pendingRewards { amount }
      withdrawRequests { withdrawTime amount } } }`,
    { a: address, s: `0x${validator.toString(16)}` },
  ).catch(() => ({ delegation: null }))
  const d = data.delegation
  if (!d) return null
  return {
    amountDelegated: big(d.amountDelegated),
    unlockedAmount: big(d.unlockedAmount),
    isDelegationLocked: d.isDelegationLocked,
    outstandingSFTM: big(d.outstandingSFTM),
    claimedReward: big(d.claimedReward),
    pendingRewards: big(d.pendingRewards.amount),
    withdrawRequests: d.withdrawRequests.map((r) => ({
      withdrawTime: r.withdrawTime,
      amount: big(r.amount),
    })),
  }
}

export async function getFMintPosition(
  api: string,
  owner: string,
  token: string,
): Promise<{ collateral: bigint; debt: bigint }> {
  const data = await gql<{
    fMintAccount: {
      collateral: Array<{ tokenAddress: string; balance: string }>
      debt: Array<{ tokenAddress: string; balance: string }>
    }
  }>(
    api,
    'query($o: Address!) { fMintAccount(owner: $o) { collateral { tokenAddress balance } debt { tokenAddress balance } } }',
    { o: owner },
  )
  const find = (list: Array<{ tokenAddress: string; balance: string }>) =>
    big(list.find((p) => p.tokenAddress.toLowerCase() === token.toLowerCase())?.balance)
  return { collateral: find(data.fMintAccount.collateral), debt: find(data.fMintAccount.debt) }
}

export async function getLpShare(api: string, user: string, pair: string): Promise<bigint> {
  const data = await gql<{ defiUniswapPairs: Array<{ pairAddress: string; shareOf: string }> }>(
    api,
    'query($u: Address!) { defiUniswapPairs { pairAddress shareOf(user: $u) } }',
    { u: user },
  )
  return big(data.defiUniswapPairs.find((p) => p.pairAddress.toLowerCase() === pair.toLowerCase())?.shareOf)
}

export async function getVote(
  api: string,
  governance: string,
  proposal: bigint,
  from: string,
  delegatedTo: string,
) {
  const data = await gql<{
    govContract: { proposal: { vote: { weight: string; choices: string[] } | null } | null }
  }>(
    api,
    `query($g: Address!, $id: BigInt!, $f: Address!, $d: Address) {
      govContract(address: $g) { proposal(id: $id) { vote(from: $f, delegatedTo: $d) { weight choices } } } }`,
    { g: governance, id: `0x${proposal.toString(16)}`, f: from, d: delegatedTo },
  )
  const vote = data.govContract.proposal?.vote
  return { weight: big(vote?.weight), choices: (vote?.choices ?? []).map((c) => Number(c)) }
}

export async function getTxCount(api: string, address: string): Promise<bigint> {
  const data = await gql<{ account: { txCount: string } }>(
    api,
    'query($a: Address!) { account(address: $a) { txCount } }',
    { a: address },
  )
  return big(data.account.txCount)
}
