// Validators and the SFC configuration over JSON-RPC (limited mode), in the API's `data` shapes and with its
// rules (offline from the last sealed epoch, the inverted isStakeLocked, limits from maxDelegatedRatio). The
// validators' names and logos come from the API's own registry: over JSON-RPC `stakerInfo` is null.
import type { RpcClient } from '../../rpc/createRpcClient.js'
import { RpcError } from '../../rpc/RpcError.js'
import { readContracts, readContractsOrThrow, readOne, toQuantity } from './nodeReads.js'
import { readChainTime, sfcRead, sfcReadInterface } from './sfcOverRpc.js'

const DECIMAL_UNIT = 10n ** 18n
const DOUBLE_SIGN = 128n
const ZERO_ADDRESS = /^0x0{40}$/i

const CONFIG_GETTERS = [
  ['minValidatorStake', 'minSelfStake'],
  ['maxDelegatedRatio', 'maxDelegatedRatio'],
  ['minLockupDuration', 'minLockupDuration'],
  ['maxLockupDuration', 'maxLockupDuration'],
  ['withdrawalPeriodEpochs', 'withdrawalPeriodEpochs'],
  ['withdrawalPeriodTime', 'withdrawalPeriodTime'],
] as const

/** The staking constants: from the SFC, else from the ConstantsManager behind `constsAddress()` (SFC 3.0.4+). */
async function readSfcConfig(rpc: RpcClient, signal?: AbortSignal): Promise<Record<string, bigint>> {
  const fromSfc = await readContracts(
    rpc,
    CONFIG_GETTERS.map(([, fn]) => sfcRead(fn, [])),
    signal,
  )
  let values = fromSfc
  if (fromSfc.some((r) => r instanceof RpcError)) {
    const consts = (await readOne(rpc, sfcRead('constsAddress', []), signal)) as string
    values = await readContractsOrThrow(
      rpc,
      CONFIG_GETTERS.map(([, fn]) => ({ contract: sfcReadInterface(), to: consts, fn, args: [] })),
      signal,
    )
  }
  return Object.fromEntries(
    CONFIG_GETTERS.map(([field], i) => [field, (values[i] as readonly unknown[])[0] as bigint]),
  )
}

export async function sfcConfigOverRpc(rpc: RpcClient, signal?: AbortSignal) {
  const config = await readSfcConfig(rpc, signal)
  return { sfcConfig: Object.fromEntries(Object.entries(config).map(([k, v]) => [k, toQuantity(v)])) }
}

interface Validator {
  id: bigint
  status: bigint
  receivedStake: bigint
  createdTime: bigint
  auth: string
}

/** The Staker objects of `ids` (unknown ids are left out), with every field the SDK's documents select. */
async function readStakers(rpc: RpcClient, ids: readonly bigint[], signal?: AbortSignal) {
  if (ids.length === 0) return []
  const [raw, config, epoch, now] = await Promise.all([
    readContractsOrThrow(
      rpc,
      ids.map((id) => sfcRead('getValidator', [id])),
      signal,
    ),
    readSfcConfig(rpc, signal),
    readOne(rpc, sfcRead('currentSealedEpoch', []), signal) as Promise<bigint>,
    readChainTime(rpc, signal),
  ])
  const validators: Validator[] = []
  raw.forEach((r, i) => {
    const auth = String(r[6])
    if (ZERO_ADDRESS.test(auth)) return
    validators.push({
      id: ids[i] as bigint,
      status: r[0] as bigint,
      receivedStake: r[3] as bigint,
      createdTime: r[5] as bigint,
      auth: auth.toLowerCase(),
    })
  })
  const per = await readContractsOrThrow(
    rpc,
    validators.flatMap((v) => [
      sfcRead('getStake', [v.auth, v.id]),
      sfcRead('getLockupInfo', [v.auth, v.id]),
      sfcRead('getEpochOfflineTime', [epoch, v.id]),
      sfcRead('getEpochOfflineBlocks', [epoch, v.id]),
    ]),
    signal,
  )
  return validators.map((v, i) => {
    const stake = per[4 * i]?.[0] as bigint
    const lock = per[4 * i + 1] as readonly unknown[]
    const locked = lock[0] as bigint
    const lockedUntil = locked > 0n ? (lock[2] as bigint) : 0n
    const downtime = per[4 * i + 2]?.[0] as bigint
    const missedBlocks = per[4 * i + 3]?.[0] as bigint
    const totalDelegatedLimit = (stake * (config.maxDelegatedRatio as bigint)) / DECIMAL_UNIT
    return {
      id: toQuantity(v.id),
      stakerAddress: v.auth,
      totalStake: toQuantity(v.receivedStake),
      stake: toQuantity(stake),
      delegatedMe: toQuantity(v.receivedStake > stake ? v.receivedStake - stake : 0n),
      totalDelegatedLimit: toQuantity(totalDelegatedLimit),
      delegatedLimit: toQuantity(
        totalDelegatedLimit > v.receivedStake ? totalDelegatedLimit - v.receivedStake : 0n,
      ),
      createdTime: toQuantity(v.createdTime),
      downtime: toQuantity(downtime),
      isActive: v.status === 0n,
      isOffline: v.status !== 0n || missedBlocks > 0n,
      isCheater: (v.status & DOUBLE_SIGN) !== 0n,
      // The real API inverts this comparison (R4); the same value is answered here.
      isStakeLocked: lockedUntil < now,
      lockedFromEpoch: toQuantity(locked > 0n ? (lock[1] as bigint) : 0n),
      lockedUntil: toQuantity(lockedUntil),
      stakerInfo: null,
    }
  })
}

/** `stakers`: every validator, by total stake, highest first. */
export async function stakersOverRpc(rpc: RpcClient, signal?: AbortSignal) {
  const last = (await readOne(rpc, sfcRead('lastValidatorID', []), signal)) as bigint
  const ids = Array.from({ length: Number(last) }, (_, i) => BigInt(i + 1))
  const stakers = await readStakers(rpc, ids, signal)
  stakers.sort((a, b) => {
    const d = BigInt(b.totalStake) - BigInt(a.totalStake)
    return d > 0n ? 1 : d < 0n ? -1 : 0
  })
  return { stakers }
}

/** `staker(id)` or `staker(address)`; null when there is none. */
export async function stakerOverRpc(
  rpc: RpcClient,
  by: { id: bigint } | { address: string },
  signal?: AbortSignal,
) {
  const id =
    'id' in by ? by.id : ((await readOne(rpc, sfcRead('getValidatorID', [by.address]), signal)) as bigint)
  const [staker] = id > 0n ? await readStakers(rpc, [id], signal) : []
  return { staker: staker ?? null }
}

/** `block { number timestamp }` of the latest block. */
export async function latestBlockOverRpc(rpc: RpcClient, signal?: AbortSignal) {
  const block = (await rpc.request(
    { method: 'eth_getBlockByNumber', params: ['latest', false] },
    { signal },
  )) as {
    number: string
    timestamp: string
  }
  return { block: { number: block.number, timestamp: block.timestamp } }
}
