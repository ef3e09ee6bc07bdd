import * as z from 'zod'
import type { ApiClient } from '../createApiClient.js'
import { checkAddress, createQueryKey, type QueryParameters, runQuery } from '../query.js'
import { address, hexBigInt } from '../scalars.js'

export interface GetFMintAccountRewardsParameters extends QueryParameters {
  owner: string
}

const rewardsSchema = z.object({
  address,
  rewardsEarned: hexBigInt,
  rewardsStashed: hexBigInt,
  canClaimRewards: z.boolean(),
  canPushNewRewards: z.boolean(),
  canReceiveRewards: z.boolean(),
})
/** fMint reward state of an account. */
export type FMintAccountRewards = z.output<typeof rewardsSchema>
export type GetFMintAccountRewardsReturnType = FMintAccountRewards

const document = `query FMintAccount($owner: Address!) {
  fMintAccount(owner: $owner) {
    address rewardsEarned rewardsStashed canClaimRewards canPushNewRewards canReceiveRewards
  }
}`
const schema = z.object({ fMintAccount: rewardsSchema })

/** The fMint account of `owner` (rewards variant). */
export async function getFMintAccountRewards(
  client: ApiClient,
  parameters: GetFMintAccountRewardsParameters,
): Promise<FMintAccountRewards> {
  const variables = { owner: checkAddress(parameters.owner, 'owner') }
  return (await runQuery(client, document, variables, schema, parameters.signal)).fMintAccount
}

export function getFMintAccountRewardsQueryKey(parameters: GetFMintAccountRewardsParameters) {
  return createQueryKey('fMintAccountRewards', parameters)
}
