// End to end, driven as a script would: the built `ftm` with --json and a password file, against the run's one
// devnet; after every step the chain state is read back over GraphQL (not through the CLI).
import { readFile, stat } from 'node:fs/promises'
import { join } from 'node:path'
import type {} from '@ftm-wallet/devnet/vitest-setup'
import { formatTokenValue, formatUnits } from '@ftm-wallet/sdk'
import { beforeAll, describe, expect, inject, it } from 'vitest'
import {
  getBalance,
  getDelegation,
  getFMintPosition,
  getLpShare,
  getTokenBalance,
  getTxCount,
  getTxStatus,
  getVote,
} from './chain.js'
import { atDecimalPoints, control, createHome, expectOk, PASSWORD, ftm as runFtm, wei } from './ftm.js'

const devnet = inject('devnet')
const api = devnet.apiUrl
const contracts = devnet.info.contracts as Record<string, string>
const VALIDATOR = 1

let home: string
let passwordFile: string
let address: string

const ftm = (...args: string[]) => runFtm({ home }, '--api', api, ...args)
/** A transaction command: confirmed with --yes, unlocked from the password file, one JSON document out. */
async function tx(...args: string[]) {
  const run = await ftm(...args, '--yes', '--password-file', passwordFile, '--json')
  expectOk(run)
  const result = run.json<{
    ok: boolean
    steps: Array<{ step: string; hash: string; status: string; explorer: string }>
  }>()
  expect(result.ok).toBe(true)
  for (const step of result.steps) {
    expect(step.status).toBe('success')
    expect(step.explorer).toContain(step.hash)
    expect((await getTxStatus(api, step.hash)).status).toBe(1)
  }
  // What people read (the title, the step lines) went to stderr beside the JSON.
  return Object.assign(result, { text: run.stderr })
}
/** An amount of 18 decimals at 4 decimal points; `signed` adds the exact amount when the cut hid digits. */
const cut = (value: bigint) => formatTokenValue(value, { decimals: 18, displayDecimals: 4 })
const signed = (value: bigint, symbol: string) =>
  cut(value).endsWith('…')
    ? `${cut(value)} ${symbol} (exactly ${formatUnits(value)} ${symbol})`
    : `${cut(value)} ${symbol}`
const advance = (seconds: number, epochs = 1) => control(devnet.url, 'advance', { seconds, epochs })

describe('a scripted wallet on the devnet', () => {
  beforeAll(async () => {
    ;({ home, passwordFile } = await createHome('e2e'))
  })

  it('creates a wallet from a password file, with the phrase in a 0600 file and a 0600 keystore', async () => {
    const phraseFile = join(home, 'phrase.txt')
    const run = await ftm(
      'wallet',
      'create',
      '--name',
      'Script',
      '--password-file',
      passwordFile,
      '--mnemonic-out',
      phraseFile,
      '--json',
    )
    expectOk(run)
    const created = run.json<{ address: string; name: string }>()
    address = created.address
    expect(created.name).toBe('Script')
    expect((await readFile(phraseFile, 'utf8')).trim().split(' ')).toHaveLength(24)
    expect((await stat(phraseFile)).mode & 0o777).toBe(0o600)
    const keystore = join(home, 'ftm-wallet', `keystore.${address}.json`)
    expect((await stat(keystore)).mode & 0o777).toBe(0o600)
    expect(run.stdout).not.toContain((await readFile(phraseFile, 'utf8')).trim())
  })

  it('shows the faucet money as balance, same as the API', async () => {
    await control(devnet.url, 'faucet', { address, amount: 5000 })
    const run = await ftm('balance', '--json')
    expectOk(run)
    const balance = run.json<{ balance: string; address: string }>()
    expect(balance.address).toBe(address)
    expect(BigInt(balance.balance)).toBe(await getBalance(api, address))
    expect(BigInt(balance.balance)).toBe(wei('5000'))
  })

  it('sends FTM with a memo', async () => {
    const recipient = '0x000000000000000000000000000000000000bEEF'
    const before = await getBalance(api, recipient)
    const result = await tx('send', '--to', recipient, '--amount', '1.5', '--memo', 'e2e')
    expect(await getBalance(api, recipient)).toBe(before + wei('1.5'))
    const sent = await getTxStatus(api, result.steps[0]!.hash)
    expect(sent.input).toBe(`0x${Buffer.from('e2e').toString('hex')}`)
  })

  it('plans and estimates with --dry-run without sending anything', async () => {
    const nonce = await getTxCount(api, address)
    const run = await ftm(
      'stake',
      'delegate',
      '--validator',
      String(VALIDATOR),
      '--amount',
      '100',
      '--dry-run',
      '--json',
    )
    expectOk(run)
    const plan = run.json<{
      dryRun: boolean
      steps: Array<{ status: string; to: string; value: string; gasLimit: string }>
    }>()
    expect(plan.dryRun).toBe(true)
    expect(plan.steps).toHaveLength(1)
    expect(plan.steps[0]).toMatchObject({
      status: 'planned',
      to: contracts.sfc,
      value: wei('100').toString(),
    })
    expect(BigInt(plan.steps[0]!.gasLimit)).toBeGreaterThan(21_000n)
    expect(await getTxCount(api, address)).toBe(nonce)
  })

  it('delegates to a validator', async () => {
    await tx('stake', 'delegate', '--validator', String(VALIDATOR), '--amount', '100')
    expect((await getDelegation(api, address, VALIDATOR))?.amountDelegated).toBe(wei('100'))
  })

  it('votes on an open proposal with its delegation, then cancels the vote', async () => {
    const list = await ftm('gov', 'proposals', '--json')
    expectOk(list)
    const now = Math.floor(Date.now() / 1000)
    const proposals = list.json<{
      proposals: Array<{
        id: string
        status: string
        contract: string
        options: string[]
        votingStarts: number
      }>
    }>().proposals
    const open = proposals.find((p) => p.status === 'In progress' && p.votingStarts <= now + 86_400)
    expect(open).toBeDefined()
    const show = await ftm('gov', 'show', String(open!.id), '--json')
    expectOk(show)
    const detail = show.json<{ levels: number; canVote: boolean; votes: Array<{ delegatedTo: string }> }>()
    expect(detail.canVote).toBe(true)
    const choices = open!.options.map((_, i) => i % detail.levels)
    const result = await tx('gov', 'vote', String(open!.id), '--choices', choices.join(','))
    expect(result.steps).toHaveLength(1)
    const delegatedTo = detail.votes[0]!.delegatedTo
    const vote = await getVote(api, open!.contract, BigInt(open!.id), address, delegatedTo)
    expect(vote.weight).toBeGreaterThan(0n)
    expect(vote.choices).toEqual(choices)

    await tx('gov', 'cancel-vote', String(open!.id))
    expect((await getVote(api, open!.contract, BigInt(open!.id), address, delegatedTo)).weight).toBe(0n)
  })

  it('claims the rewards that accrued after time passed', async () => {
    await advance(86_400, 2)
    const before = await getDelegation(api, address, VALIDATOR)
    expect(before?.pendingRewards).toBeGreaterThan(0n)
    await atDecimalPoints(ftm, async () => {
      const claimed = await tx('stake', 'claim', '--validator', String(VALIDATOR))
      expect(claimed.text).toContain(
        `Claim ${cut(before?.pendingRewards ?? 0n)} FTM of rewards from validator ${VALIDATOR}`,
      )
    })
    const after = await getDelegation(api, address, VALIDATOR)
    expect(after?.pendingRewards).toBe(0n)
    expect(after?.claimedReward).toBeGreaterThan(0n)
  })

  it('restakes new rewards into the delegation', async () => {
    await advance(86_400, 2)
    const rewards = (await getDelegation(api, address, VALIDATOR))?.pendingRewards ?? 0n
    expect(rewards).toBeGreaterThan(0n)
    await atDecimalPoints(ftm, async () => {
      const restaked = await tx('stake', 'restake', '--validator', String(VALIDATOR))
      expect(restaked.text).toContain(`Restake ${cut(rewards)} FTM of rewards at validator ${VALIDATOR} (`)
    })
    expect((await getDelegation(api, address, VALIDATOR))?.amountDelegated).toBeGreaterThan(wei('100'))
  })

  it('locks part of the delegation, mints sFTM against it and repays it', async () => {
    await tx('stake', 'lock', '--validator', String(VALIDATOR), '--days', '30', '--amount', '50')
    const locked = await getDelegation(api, address, VALIDATOR)
    expect(locked?.isDelegationLocked).toBe(true)

    await tx('stake', 'mint-sftm', '--validator', String(VALIDATOR))
    const minted = (await getDelegation(api, address, VALIDATOR))!.outstandingSFTM
    expect(minted).toBeGreaterThan(0n)
    expect(await getTokenBalance(api, address, contracts.sftm!)).toBe(minted)

    let repaid = { steps: [] as Array<{ step: string }>, text: '' }
    await atDecimalPoints(ftm, async () => {
      repaid = await tx('stake', 'repay-sftm', '--validator', String(VALIDATOR))
    })
    expect(repaid.text).toContain(
      `Repay ${signed(minted, 'sFTM')} minted against the delegation to validator ${VALIDATOR}`,
    )
    expect(repaid.steps.map((s) => s.step)).toEqual(['Allow', 'Confirm'])
    expect((await getDelegation(api, address, VALIDATOR))?.outstandingSFTM).toBe(0n)
    expect(await getTokenBalance(api, address, contracts.sftm!)).toBe(0n)
  })

  it('unlocks part of the locked stake early', async () => {
    const before = (await getDelegation(api, address, VALIDATOR))!
    await atDecimalPoints(ftm, async () => {
      const unlocked = await tx('stake', 'unlock', '--validator', String(VALIDATOR), '--amount', '10')
      expect(unlocked.text).toContain(`Unlock 10.0000 FTM at validator ${VALIDATOR}`)
    })
    const after = (await getDelegation(api, address, VALIDATOR))!
    expect(after.unlockedAmount).toBeGreaterThan(before.unlockedAmount)
  })

  it('undelegates, and withdraws once the waiting period has passed', async () => {
    const before = (await getDelegation(api, address, VALIDATOR))!
    await tx('stake', 'undelegate', '--validator', String(VALIDATOR), '--amount', '20')
    const pending = (await getDelegation(api, address, VALIDATOR))!
    expect(pending.amountDelegated).toBe(before.amountDelegated - wei('20'))
    expect(pending.withdrawRequests.filter((r) => r.withdrawTime === null)).toHaveLength(1)

    const early = await ftm(
      'stake',
      'withdraw',
      '--validator',
      String(VALIDATOR),
      '--yes',
      '--password-file',
      passwordFile,
    )
    expect(early.status).toBe(2)
    expect(early.stderr).toMatch(/Nothing to withdraw yet/)

    await advance(8 * 86_400, 4)
    const balance = await getBalance(api, address)
    await atDecimalPoints(ftm, async () => {
      const withdrawn = await tx('stake', 'withdraw', '--validator', String(VALIDATOR))
      expect(withdrawn.text).toMatch(
        new RegExp(`Withdraw 20\\.0000 FTM from validator ${VALIDATOR} \\(request \\d+\\)`),
      )
    })
    const done = (await getDelegation(api, address, VALIDATOR))!
    expect(done.withdrawRequests.every((r) => r.withdrawTime !== null)).toBe(true)
    expect(await getBalance(api, address)).toBeGreaterThan(balance)
  })

  it('wraps FTM and unwraps WFTM', async () => {
    await tx('wrap', '--amount', '300')
    expect(await getTokenBalance(api, address, contracts.wftm!)).toBe(wei('300'))
    // The password may come from FTM_PASSWORD instead of a file.
    const unwrapped = await runFtm(
      { home, env: { FTM_PASSWORD: PASSWORD } },
      '--api',
      api,
      'unwrap',
      '--amount',
      '1',
      '--yes',
      '--json',
    )
    expectOk(unwrapped)
    expect(unwrapped.json<{ steps: Array<{ step: string }> }>().steps.map((s) => s.step)).toEqual(['Unwrap'])
    expect(await getTokenBalance(api, address, contracts.wftm!)).toBe(wei('299'))
  })

  it('locks WFTM in fMint, mints and repays fUSD, and unlocks part of the collateral', async () => {
    const wftm = contracts.wftm!
    const fusd = contracts.fusd!
    const lock = await tx('fmint', 'lock', '--token', 'WFTM', '--amount', '150')
    expect(lock.steps.map((s) => s.step)).toEqual(['Allow', 'Confirm'])
    expect((await getFMintPosition(api, address, wftm)).collateral).toBe(wei('150'))

    await tx('fmint', 'mint', '--amount', '10')
    expect((await getFMintPosition(api, address, fusd)).debt).toBe(wei('10'))
    expect(await getTokenBalance(api, address, fusd)).toBeGreaterThan(wei('9.9'))

    // 10 fUSD against 150 WFTM keeps the ratio above 500 %: rewards accrue, are pushed, and the claim's title
    // writes them in the settings' decimal points (4 here).
    await advance(2 * 3600)
    await tx('fmint', 'push')
    await advance(6 * 3600)
    await atDecimalPoints(ftm, async () => {
      const run = expectOk(
        await ftm('fmint', 'claim', '--dry-run', '--password-file', passwordFile, '--json'),
      )
      const rewards = BigInt(run.json<{ rewards: string }>().rewards)
      expect(rewards).toBeGreaterThan(0n)
      expect(run.stderr).toContain(`Claim ${cut(rewards)} WFTM of fMint rewards`)
    })

    await tx('fmint', 'repay', '--amount', '5')
    expect((await getFMintPosition(api, address, fusd)).debt).toBe(wei('5'))

    await tx('fmint', 'unlock', '--token', 'WFTM', '--amount', '10')
    expect((await getFMintPosition(api, address, wftm)).collateral).toBe(wei('140'))
  })

  it('swaps WFTM for fUSD for at least the quoted minimum', async () => {
    const quote = await ftm('swap', 'quote', '--from', 'WFTM', '--to', 'FUSD', '--amount', '10', '--json')
    expectOk(quote)
    const { minimumReceived, amountOut } = quote.json<{ minimumReceived: string; amountOut: string }>()
    const before = await getTokenBalance(api, address, contracts.fusd!)
    const result = await tx('swap', 'swap', '--from', 'WFTM', '--to', 'FUSD', '--amount', '10')
    expect(result.steps.map((s) => s.step)).toEqual(['Allow', 'Trade'])
    const received = (await getTokenBalance(api, address, contracts.fusd!)) - before
    expect(received).toBeGreaterThanOrEqual(BigInt(minimumReceived))
    expect(received).toBe(BigInt(amountOut))
  })

  it('adds liquidity to the WFTM/FUSD pool and removes all of it', async () => {
    const pools = (await ftm('pool', 'list', '--json')).json<{
      pools: Array<{ pair: string; tokens: Array<{ symbol: string }> }>
    }>().pools
    // The pair's token order follows the token addresses, which differ from devnet to devnet.
    const pair = pools.find(
      (p) =>
        p.tokens
          .map((t) => t.symbol)
          .sort()
          .join('/') === 'FUSD/WFTM',
    )!.pair
    const added = await tx('pool', 'add', '--pair', 'WFTM/FUSD', '--amount', '5')
    expect(added.steps.map((s) => s.step)).toEqual(['Allow', 'Allow', 'Confirm'])
    expect(await getLpShare(api, address, pair)).toBeGreaterThan(0n)

    await tx('pool', 'remove', '--pair', 'WFTM/FUSD', '--percent', '100')
    expect(await getLpShare(api, address, pair)).toBe(0n)
  })

  it('lists the history with every transaction it sent, and the assets it holds', async () => {
    const history = await ftm('history', '--all', '--json')
    expectOk(history)
    const { transactions, totalCount } = history.json<{
      transactions: Array<{ hash: string }>
      totalCount: string
    }>()
    expect(transactions.length).toBe(Number(totalCount))
    expect(BigInt(transactions.length)).toBeGreaterThanOrEqual((await getTxCount(api, address)) + 1n)
    const assets = (await ftm('assets', '--json')).json<{
      assets: Array<{ symbol: string; balance: string }>
    }>().assets
    expect(assets.find((a) => a.symbol === 'WFTM')?.balance).toBe(
      (await getTokenBalance(api, address, contracts.wftm!)).toString(),
    )
  })
})
