import { describe, expect, it } from 'vitest'
import { StakingIndex, type StakingLog } from './StakingIndex.js'
import { sfcEventsInterface } from './sfcEvents.js'

const alice = '0x00000000000000000000000000000000000a11ce'
const bob = '0x0000000000000000000000000000000000000b0b'

let block = 10
function log(name: string, args: unknown[], tx = `0x${String(block).padStart(64, '0')}`): StakingLog {
  const { topics, data } = sfcEventsInterface.encodeEventLog(name, args)
  block += 1
  return {
    topics,
    data,
    blockNumber: block,
    transactionHash: tx,
    logIndex: 0,
    timestamp: 1_700_000_000 + block,
  }
}

describe('StakingIndex', () => {
  it('lists an address delegations newest first with their first time and a 24-hex id', () => {
    const index = new StakingIndex()
    index.apply(log('Delegated', [alice, 1n, 10n]))
    index.apply(log('Delegated', [alice, 3n, 5n]))
    index.apply(log('Delegated', [alice, 1n, 7n]))
    index.apply(log('Delegated', [bob, 1n, 7n]))
    const list = index.delegationsOf(alice.toUpperCase().replace('0X', '0x'))
    expect(list.map((d) => d.validatorId)).toEqual([3n, 1n])
    expect(list[1]?.id).toMatch(/^[0-9a-f]{24}$/)
    expect(list[1]?.createdTime).toBeLessThan(list[0]?.createdTime ?? 0)
    expect(index.delegationsTo(1n).map((d) => d.address)).toEqual([bob, alice])
  })

  it('closes the withdraw request a Withdrawn event names, and only that one', () => {
    const index = new StakingIndex()
    index.apply(log('Undelegated', [alice, 2n, 7n, 100n]))
    index.apply(log('Undelegated', [alice, 2n, 8n, 50n]))
    index.apply(log('Withdrawn', [alice, 2n, 7n, 100n]))
    const requests = index.withdrawRequestsOf(alice, 2n)
    expect(requests.map((r) => [r.wrId, r.amount, r.withdrawTime === null])).toEqual([
      [8n, 50n, true],
      [7n, 100n, false],
    ])
  })

  it('adds claimed and restaked rewards to the delegation', () => {
    const index = new StakingIndex()
    index.apply(log('Delegated', [alice, 4n, 10n]))
    index.apply(log('ClaimedRewards', [alice, 4n, 1n, 2n, 3n]))
    index.apply(log('RestakedRewards', [alice, 4n, 0n, 0n, 4n]))
    expect(index.getDelegation(alice, 4n)?.claimedReward).toBe(10n)
    expect(index.claimsOf(alice, 4n).map((c) => [c.amount, c.isRestaked])).toEqual([
      [4n, true],
      [6n, false],
    ])
  })

  it('survives a JSON round trip unchanged', () => {
    const index = new StakingIndex()
    index.apply(log('Delegated', [alice, 1n, 10n]))
    index.apply(log('Undelegated', [alice, 1n, 1n, 4n]))
    index.apply(log('ClaimedRewards', [alice, 1n, 0n, 0n, 9n]))
    const copy = new StakingIndex()
    copy.load(JSON.parse(JSON.stringify(index.toJSON())))
    expect(copy.toJSON()).toEqual(index.toJSON())
    expect(copy.withdrawRequestsOf(alice, 1n)[0]?.amount).toBe(4n)
  })
})
