import { readAtHead } from '../defi/blockReads.js'
import { type DomainDeps, depsOf } from '../defi/domainDeps.js'
import { readContract, tryReadContract } from '../defi/readContract.js'
import { sfcInterface } from './sfcAbi.js'

/** The SfcConfig object of the API. */
export interface SfcConfigSource {
  minValidatorStake: bigint
  maxDelegatedRatio: bigint
  minLockupDuration: bigint
  maxLockupDuration: bigint
  withdrawalPeriodEpochs: bigint
  withdrawalPeriodTime: bigint
}

const getters = [
  ['minValidatorStake', 'minSelfStake'],
  ['maxDelegatedRatio', 'maxDelegatedRatio'],
  ['minLockupDuration', 'minLockupDuration'],
  ['maxLockupDuration', 'maxLockupDuration'],
  ['withdrawalPeriodEpochs', 'withdrawalPeriodEpochs'],
  ['withdrawalPeriodTime', 'withdrawalPeriodTime'],
] as const

/**
 * Reads the staking constants. Like the real API, it asks the SFC first and falls back to the
 * ConstantsManager behind `constsAddress()` (SFC 3.0.4+ keeps them there).
 */
export async function readSfcConfig(deps: DomainDeps, blockTag?: number): Promise<SfcConfigSource> {
  const sfc = deps.addresses.sfc
  let source = sfc
  const probe = await tryReadContract(deps.chain, sfcInterface, sfc, 'minSelfStake', [], undefined, blockTag)
  if (probe === null) {
    const [consts] = await readContract(
      deps.chain,
      sfcInterface,
      sfc,
      'constsAddress',
      [],
      undefined,
      blockTag,
    )
    source = String(consts)
  }
  const values = await Promise.all(
    getters.map(
      async ([, fn]) =>
        (await readContract(deps.chain, sfcInterface, source, fn, [], undefined, blockTag))[0] as bigint,
    ),
  )
  const config = {} as Record<(typeof getters)[number][0], bigint>
  getters.forEach(([field], i) => {
    config[field] = values[i] as bigint
  })
  return config
}

/**
 * readSfcConfig at the chain head, read once per block and shared by every request at that block (a validator list
 * needs it once per validator; the devnet README's "Reads per block").
 */
export function sfcConfigOf(ctx: unknown): Promise<SfcConfigSource> {
  return readAtHead(ctx, 'sfcConfig', (block) => readSfcConfig(depsOf(ctx), block))
}
