import * as z from 'zod'
import type { ApiClient } from '../createApiClient.js'
import { defiConfigurationOverRpc } from '../overRpc/defiOverRpc.js'
import { createQueryKey, type QueryParameters, runQuery } from '../query.js'
import { address, hexBigInt, int } from '../scalars.js'

export type GetDefiConfigurationParameters = QueryParameters

const configurationSchema = /* @__PURE__ */ z
  .object({
    mintFee4: hexBigInt,
    rewardCollateralRatio4: hexBigInt,
    minCollateralRatio4: hexBigInt,
    uniswapCoreFactory: address,
    uniswapRouter: address,
    fMintContract: address,
    fMintRewardDistribution: address,
    decimals: int,
    StakeTokenizerContract: address,
  })
  .transform(({ StakeTokenizerContract, ...rest }) => ({
    ...rest,
    stakeTokenizerContract: StakeTokenizerContract,
  }))
/** fMint ratios (`*4` values with `decimals` implied decimals) and DeFi contract addresses. */
export type DefiConfiguration = z.output<typeof configurationSchema>
export type GetDefiConfigurationReturnType = DefiConfiguration

const document = `query DefiSettings {
  defiConfiguration {
    mintFee4 rewardCollateralRatio4 minCollateralRatio4 uniswapCoreFactory uniswapRouter fMintContract
    fMintRewardDistribution decimals StakeTokenizerContract
  }
}`
const schema = /* @__PURE__ */ z.object({ defiConfiguration: configurationSchema })

/**
 * DeFi settings (the server type DefiSettings; its StakeTokenizerContract becomes stakeTokenizerContract). In limited
 * mode a JSON-RPC node answers through the network's contracts (fMint's address provider; the Uniswap and stake
 * tokenizer addresses); without them the error says the API is needed (docs/chain-and-api.md#networks).
 */
export async function getDefiConfiguration(
  client: ApiClient,
  parameters: GetDefiConfigurationParameters = {},
): Promise<DefiConfiguration> {
  const { contracts } = client
  return (
    await runQuery(client, document, undefined, schema, parameters.signal, (node, signal) =>
      defiConfigurationOverRpc(node, contracts, signal),
    )
  ).defiConfiguration
}

export function getDefiConfigurationQueryKey() {
  return createQueryKey('defiConfiguration')
}
