import { fmintClaimRewardsFlow } from '@ftm-wallet/sdk/machines'
import type { CommandContext } from '../../invocation/action.js'
import { createDisplay } from '../../terminal/display.js'
import { openFlowContext } from '../../tx/openFlowContext.js'
import { runFlow } from '../../tx/runFlow.js'
import { loadFMintRewards } from './fmintState.js'

/** `ftm fmint claim`: needs canClaimRewards and earned or stashed rewards. */
export async function run(context: CommandContext): Promise<void> {
  const flow = await openFlowContext(context)
  const { rewardDistribution, rewards } = await loadFMintRewards(flow.session.client, flow.account.address)
  const total = rewards.rewardsEarned + rewards.rewardsStashed
  const display = createDisplay(flow.session.wallet.settings.getState())
  await runFlow(flow, {
    title: `Claim ${display.token(total, 18, 'WFTM')} of fMint rewards`,
    definition: fmintClaimRewardsFlow,
    params: { contracts: { rewardDistribution } },
    facts: { rewards },
    result: { rewards: total },
  })
}
