import { Interface } from 'ethers'

/** SFC v3 events the staking index follows (signatures: docs/chain-and-api.md#sfc). */
export const sfcEventsInterface = new Interface([
  'event Delegated(address indexed delegator, uint256 indexed toValidatorID, uint256 amount)',
  'event Undelegated(address indexed delegator, uint256 indexed toValidatorID, uint256 indexed wrID, uint256 amount)',
  'event Withdrawn(address indexed delegator, uint256 indexed toValidatorID, uint256 indexed wrID, uint256 amount)',
  'event ClaimedRewards(address indexed delegator, uint256 indexed toValidatorID, uint256 lockupExtraReward, uint256 lockupBaseReward, uint256 unlockedReward)',
  'event RestakedRewards(address indexed delegator, uint256 indexed toValidatorID, uint256 lockupExtraReward, uint256 lockupBaseReward, uint256 unlockedReward)',
])

/** topic0 of every event above, for log filters. */
export const sfcEventTopics: string[] = []
sfcEventsInterface.forEachEvent((event) => {
  sfcEventTopics.push(event.topicHash)
})
