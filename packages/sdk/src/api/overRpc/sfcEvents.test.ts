// The fixed selectors and topics of sfcEvents.ts are ethers' hashes of the SFC's signatures, and its word-by-word
// codec encodes and decodes what ethers' ABI coder does; a delegation history built from logs ethers encodes sums up
// as the API would (claimed rewards, open withdraw requests).
import { AbiCoder, Interface, id } from 'ethers'
import { describe, expect, it } from 'vitest'
import { SFC_ADDRESS } from '../../constants/contracts.js'
import type { RpcClient } from '../../rpc/createRpcClient.js'
import {
  pendingWithdrawals,
  readSfcDelegations,
  SFC_EVENT_TOPICS,
  SFC_STAKE_SELECTORS,
  sfcStakeCodec,
} from './sfcEvents.js'

const sfc = new Interface([
  'function getStake(address, uint256) view returns (uint256)',
  'function pendingRewards(address, uint256) view returns (uint256)',
  'event Delegated(address indexed delegator, uint256 indexed toValidatorID, uint256 amount)',
  'event Undelegated(address indexed delegator, uint256 indexed toValidatorID, uint256 indexed wrID, uint256 amount)',
  'event Withdrawn(address indexed delegator, uint256 indexed toValidatorID, uint256 indexed wrID, uint256 amount)',
  'event ClaimedRewards(address indexed delegator, uint256 indexed toValidatorID, uint256 lockupExtraReward, uint256 lockupBaseReward, uint256 unlockedReward)',
  'event RestakedRewards(address indexed delegator, uint256 indexed toValidatorID, uint256 lockupExtraReward, uint256 lockupBaseReward, uint256 unlockedReward)',
])
const DELEGATOR = '0x00000000000000000000000000000000000000aa'

describe('the SFC reads without the ABI coder', () => {
  it('uses the keccak-256 topics and selectors of the SFC signatures', () => {
    for (const [name, topic] of Object.entries(SFC_EVENT_TOPICS)) {
      expect(topic).toBe(sfc.getEvent(name)?.topicHash)
    }
    expect(SFC_STAKE_SELECTORS.getStake).toBe(id('getStake(address,uint256)').slice(0, 10))
    expect(SFC_STAKE_SELECTORS.pendingRewards).toBe(id('pendingRewards(address,uint256)').slice(0, 10))
  })

  it('encodes getStake and pendingRewards and decodes their uint256 as ethers does', () => {
    for (const fn of ['getStake', 'pendingRewards'] as const) {
      expect(sfcStakeCodec.encodeFunctionData(fn, [DELEGATOR, 7n])).toBe(
        sfc.encodeFunctionData(fn, [DELEGATOR, 7n]),
      )
    }
    const answer = AbiCoder.defaultAbiCoder().encode(['uint256'], [12345678901234567890n])
    expect(Array.from(sfcStakeCodec.decodeFunctionResult('getStake', answer))).toEqual([
      12345678901234567890n,
    ])
    expect(() => sfcStakeCodec.decodeFunctionResult('getStake', '0x')).toThrow('expected one 32-byte word')
  })

  it('reads a delegation history from logs ethers encodes: claimed rewards and open withdraw requests', async () => {
    let block = 0
    const log = (name: string, args: unknown[]) => {
      const { topics, data } = sfc.encodeEventLog(name, args)
      block += 1
      return { topics, data, blockNumber: `0x${block.toString(16)}`, logIndex: '0x0', address: SFC_ADDRESS }
    }
    const logs = [
      log('Delegated', [DELEGATOR, 3n, 100n]),
      log('Undelegated', [DELEGATOR, 3n, 1n, 40n]),
      log('Undelegated', [DELEGATOR, 3n, 2n, 10n]),
      log('Withdrawn', [DELEGATOR, 3n, 1n, 40n]),
      log('ClaimedRewards', [DELEGATOR, 3n, 1n, 2n, 3n]),
      log('RestakedRewards', [DELEGATOR, 3n, 4n, 5n, 6n]),
      log('Delegated', [DELEGATOR, 9n, 5n]),
    ].reverse()
    const rpc = { batch: async () => [logs] } as unknown as RpcClient
    const [records] = await readSfcDelegations(rpc, [DELEGATOR])
    expect(records?.map((r) => r.validatorId)).toEqual([3n, 9n])
    const first = records?.[0]
    expect(first?.createdBlock).toBe(1)
    expect(first?.claimedReward).toBe(21n)
    expect(first?.withdrawRequests.map((r) => [r.wrId, r.amount, r.withdrawBlock])).toEqual([
      [1n, 40n, 4],
      [2n, 10n, null],
    ])
    expect(pendingWithdrawals(first as NonNullable<typeof first>)).toBe(10n)
  })
})
