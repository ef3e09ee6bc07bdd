import { fmintPushRewardsFlow } from '@ftm-wallet/sdk/machines'
import type { CommandContext } from '../../invocation/action.js'
import { openFlowContext } from '../../tx/openFlowContext.js'
import { runFlow } from '../../tx/runFlow.js'
import { loadFMintRewards } from './fmintState.js'

/** `ftm fmint push`: unlocks new rewards for distribution when the distribution accepts them. */
export async function run(context: CommandContext): Promise<void> {
  const flow = await openFlowContext(context)
  const { rewardDistribution, rewards } = await loadFMintRewards(flow.session.client, flow.account.address)
  await runFlow(flow, {
    title: 'Push new fMint rewards',
    definition: fmintPushRewardsFlow,
    params: { contracts: { rewardDistribution } },
    facts: { rewards },
  })
}
