import { parseEther, type Wallet } from 'ethers'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contractInterface, createAdminSigner, encodeCall } from '../../src/chain/index.js'
import * as defiDoc from './documents/defi.js'
import * as doc from './documents/staking.js'
import { hex } from './helpers/expectWire.js'
import { query, queryErrors } from './helpers/graphql.js'
import { type ModuleDevnet, startModuleDevnet } from './helpers/startModuleDevnet.js'

// The real API's and contracts' behaviours the devnet reproduces by default (R3–R9, C1, C3 of the devnet
// README's "Real-API behaviours"; R1 and R2 are in test/api/transaction.test.ts).

const DAY = 86_400
const AURORA = 1n
let devnet: ModuleDevnet
let api: string
let sfc: string

const read = async (name: string, to: string, fn: string, args: unknown[] = [], from?: string) => {
  const iface = contractInterface(name)
  const raw = await devnet.provider.call({ to, from, data: iface.encodeFunctionData(fn, args) })
  return iface.decodeFunctionResult(fn, raw)
}
const sfcCall = (user: Wallet, fn: string, args: unknown[] = [], value = 0n) =>
  devnet.send(user, sfc, encodeCall('SFC', fn, args), value)
const vars = (user: Wallet) => ({ address: user.address, staker: '0x1' })
const LOCK_FIELDS = `query ($address: Address!, $staker: BigInt!) { delegation(address: $address, staker: $staker) {
  isDelegationLocked lockedAmount lockedUntil lockedFromEpoch lockDuration unlockedAmount } }`

beforeAll(async () => {
  devnet = await startModuleDevnet()
  api = devnet.apiUrl
  sfc = devnet.contract('sfc')
})
afterAll(async () => {
  await devnet?.stop()
})

describe('delegations and validators', () => {
  it('R3: an ended lock keeps its raw fields, and isDelegationLocked stays true for 300 s after its end', async () => {
    const user = await devnet.newAccount('2000')
    await sfcCall(user, 'delegate', [AURORA], parseEther('1000'))
    await sfcCall(user, 'lockStake', [AURORA, 14 * DAY, parseEther('500')])
    const locked = (await query(api, LOCK_FIELDS, vars(user))).delegation
    expect(locked.isDelegationLocked).toBe(true)
    expect(hex(locked.lockedAmount)).toBe(parseEther('500'))

    await devnet.advance(14 * DAY + 60)
    const justEnded = (await query(api, LOCK_FIELDS, vars(user))).delegation
    expect(await devnet.chainTime()).toBeGreaterThan(Number(hex(locked.lockedUntil)))
    expect(justEnded).toEqual({ ...locked, unlockedAmount: `0x${parseEther('1000').toString(16)}` })

    await devnet.advance(400)
    const later = (await query(api, LOCK_FIELDS, vars(user))).delegation
    expect(later).toEqual({ ...justEnded, isDelegationLocked: false })
  })

  it('R4: Staker.isStakeLocked is inverted — true only when the lock has ended', async () => {
    const now = await devnet.chainTime()
    const { stakers } = await query(api, '{ stakers { id isStakeLocked lockedUntil } }')
    expect(stakers.length).toBeGreaterThan(1)
    for (const s of stakers) expect(s.isStakeLocked).toBe(Number(hex(s.lockedUntil)) < now)
    expect(stakers.find((s: { id: string }) => s.id === '0x1').isStakeLocked).toBe(false)
  })

  it('R5: unlockPenalty is a GraphQL error when unlockStake would revert', async () => {
    const user = await devnet.newAccount('2000')
    await sfcCall(user, 'delegate', [AURORA], parseEther('1000'))
    const amount = `0x${parseEther('10').toString(16)}`
    const nothingLocked = await queryErrors(api, doc.UNLOCK_PENALTY, { ...vars(user), amount })
    expect(nothingLocked.messages).toEqual(['execution reverted: not locked up'])
    expect(nothingLocked.data).toEqual({ delegation: null })
    await sfcCall(user, 'lockStake', [AURORA, 30 * DAY, parseEther('100')])
    const tooMuch = await queryErrors(api, doc.UNLOCK_PENALTY, {
      ...vars(user),
      amount: `0x${parseEther('101').toString(16)}`,
    })
    expect(tooMuch.messages).toEqual(['execution reverted: not enough locked stake'])
  })

  it('R9: stakersNum counts the last sealed epoch; downtime, missedBlocks and isOffline come from it', async () => {
    const [epoch] = await read('SFC', sfc, 'currentSealedEpoch')
    const [ids] = await read('SFC', sfc, 'getEpochValidatorIDs', [epoch])
    const { stakersNum, stakers } = await query(
      api,
      '{ stakersNum stakers { id status downtime missedBlocks isOffline } }',
    )
    expect(hex(stakersNum)).toBe(BigInt(ids.length))
    for (const s of stakers) {
      const [time] = await read('SFC', sfc, 'getEpochOfflineTime', [epoch, hex(s.id)])
      const [blocks] = await read('SFC', sfc, 'getEpochOfflineBlocks', [epoch, hex(s.id)])
      expect([hex(s.downtime), hex(s.missedBlocks)]).toEqual([time, blocks])
      expect(s.isOffline).toBe(hex(s.status) !== 0n || blocks > 0n)
    }
  })

  it('C3: a relock stashes the penalty, and unlockPenalty charges its pro-rata share', async () => {
    const user = await devnet.newAccount('3000')
    await sfcCall(user, 'delegate', [AURORA], parseEther('2000'))
    await sfcCall(user, 'lockStake', [AURORA, 30 * DAY, parseEther('1000')])
    await devnet.advance(3600)
    await sfcCall(user, 'relockStake', [AURORA, 30 * DAY, 0])
    const [stashed] = await read('SFC', sfc, 'getStashedPenalties', [user.address, AURORA, 0])
    expect(stashed).toBeGreaterThan(0n)
    const amount = `0x${parseEther('500').toString(16)}`
    const { delegation } = await query(api, doc.UNLOCK_PENALTY, { ...vars(user), amount })
    expect(hex(delegation.unlockPenalty)).toBe(stashed / 2n)
  })
})

describe('DeFi tokens and wFTM', () => {
  it('R6, R7, R8: only active tokens, canTrade and canBorrow always false, an empty logo stays empty', async () => {
    const registry = devnet.contract('fMintTokenRegistry')
    const tokens = devnet.devnet.deployment.defi?.tokens ?? []
    const usdc = tokens.find((t) => t.symbol === 'USDC')!.address.toLowerCase()
    const wbtc = tokens.find((t) => t.symbol === 'WBTC')!.address.toLowerCase()
    const admin = await createAdminSigner(devnet.devnet.rpcUrl, devnet.devnet.dataDir, devnet.provider)
    const update = async (token: string, changes: { logo?: string; isActive?: boolean }) => {
      const t = await read('FantomMintTokenRegistry', registry, 'tokens', [token])
      const args = [token, changes.logo ?? t[4], t[5], t[6], changes.isActive ?? t[7], t[8], t[9]]
      await devnet.send(admin, registry, encodeCall('FantomMintTokenRegistry', 'updateToken', args))
    }
    await update(usdc, { logo: '' })
    await update(wbtc, { isActive: false })

    const { defiTokens } = await query(api, defiDoc.DEFI_TOKENS)
    const addresses = defiTokens.map((t: { address: string }) => t.address)
    expect(addresses).not.toContain(wbtc)
    expect(addresses).toHaveLength(tokens.length - 1)
    const [registryTrades] = await read('FantomMintTokenRegistry', registry, 'canTrade', [usdc])
    expect(registryTrades).toBe(true)
    for (const t of defiTokens) expect([t.canTrade, t.canBorrow]).toEqual([false, false])
    expect(defiTokens.find((t: { address: string }) => t.address === usdc).logoUrl).toBe('')
  })

  it('C1: a 0-amount deposit and withdraw return error code 1 and are mined as no-ops', async () => {
    const user = await devnet.newAccount('10')
    const wftm = devnet.contract('wftm')
    expect((await read('WrappedFtm', wftm, 'deposit', [], user.address))[0]).toBe(1n)
    expect((await read('WrappedFtm', wftm, 'withdraw', [0], user.address))[0]).toBe(1n)
    const before = await devnet.provider.getBalance(user.address)
    await devnet.send(user, wftm, encodeCall('WrappedFtm', 'deposit'), 0n)
    await devnet.send(user, wftm, encodeCall('WrappedFtm', 'withdraw', [0]))
    expect((await read('WrappedFtm', wftm, 'balanceOf', [user.address]))[0]).toBe(0n)
    // mined (status 1) and paid gas for nothing
    expect(await devnet.provider.getBalance(user.address)).toBeLessThan(before)
  })
})
