import * as z from 'zod'
import type { ApiClient } from '../createApiClient.js'
import { sfcConfigOverRpc } from '../overRpc/stakersOverRpc.js'
import { createQueryKey, type QueryParameters, runQuery } from '../query.js'
import { hexBigInt } from '../scalars.js'

export type GetSfcConfigParameters = QueryParameters

const sfcConfigSchema = /* @__PURE__ */ z.object({
  minValidatorStake: hexBigInt,
  /** 18-decimal fixed point */
  maxDelegatedRatio: hexBigInt,
  /** seconds */
  minLockupDuration: hexBigInt,
  maxLockupDuration: hexBigInt,
  withdrawalPeriodEpochs: hexBigInt,
  /** seconds */
  withdrawalPeriodTime: hexBigInt,
})
/** The staking contract's configuration (docs/chain-and-api.md#sfc). */
export type SfcConfig = z.output<typeof sfcConfigSchema>
export type GetSfcConfigReturnType = SfcConfig

const document = `query SFCConfig {
  sfcConfig {
    minValidatorStake
    maxDelegatedRatio
    minLockupDuration
    maxLockupDuration
    withdrawalPeriodEpochs
    withdrawalPeriodTime
  }
}`
const schema = /* @__PURE__ */ z.object({ sfcConfig: sfcConfigSchema })

/** Reads the SFC configuration. */
export async function getSfcConfig(
  client: ApiClient,
  parameters: GetSfcConfigParameters = {},
): Promise<SfcConfig> {
  return (await runQuery(client, document, undefined, schema, parameters.signal, sfcConfigOverRpc)).sfcConfig
}

export function getSfcConfigQueryKey() {
  return createQueryKey('sfcConfig')
}
