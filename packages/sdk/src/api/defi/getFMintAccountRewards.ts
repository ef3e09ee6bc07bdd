import * as z from 'zod'
import type { ApiClient } from '../createApiClient.js'
import { fMintAccountRewardsOverRpc } from '../overRpc/defiOverRpc.js'
import { checkAddress, createQueryKey, type QueryParameters, runQuery } from '../query.js'
import { address, hexBigInt } from '../scalars.js'

export interface GetFMintAccountRewardsParameters extends QueryParameters {
  owner: string
}

const rewardsSchema = /* @__PURE__ */ z.object({
  address,
  rewardsEarned: hexBigInt,
  rewardsStashed: hexBigInt,
  canClaimRewards: /* @__PURE__ */ z.boolean(),
  canPushNewRewards: /* @__PURE__ */ z.boolean(),
  canReceiveRewards: /* @__PURE__ */ z.boolean(),
})
/** fMint reward state of an account. */
export type FMintAccountRewards = z.output<typeof rewardsSchema>
export type GetFMintAccountRewardsReturnType = FMintAccountRewards

const document = `query FMintAccount($owner: Address!) {
  fMintAccount(owner: $owner) {
    address rewardsEarned rewardsStashed canClaimRewards canPushNewRewards canReceiveRewards
  }
}`
const schema = /* @__PURE__ */ z.object({ fMintAccount: rewardsSchema })

/**
 * The fMint account of `owner` (rewards variant). In limited mode a JSON-RPC node answers from the reward
 * distribution fMint's address provider names (docs/chain-and-api.md#fmint-contracts).
 */
export async function getFMintAccountRewards(
  client: ApiClient,
  parameters: GetFMintAccountRewardsParameters,
): Promise<FMintAccountRewards> {
  const variables = { owner: checkAddress(parameters.owner, 'owner') }
  const { contracts } = client
  return (
    await runQuery(client, document, variables, schema, parameters.signal, (node, signal) =>
      fMintAccountRewardsOverRpc(node, contracts, variables.owner, signal),
    )
  ).fMintAccount
}

export function getFMintAccountRewardsQueryKey(parameters: GetFMintAccountRewardsParameters) {
  return createQueryKey('fMintAccountRewards', parameters)
}
