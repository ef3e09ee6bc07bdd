import { ZeroAddress } from 'ethers'
import type { DomainDeps } from '../defi/domainDeps.js'
import { readContract } from '../defi/readContract.js'
import { sfcInterface } from './sfcAbi.js'

/** A validator as `getValidator` returns it (tuple order: docs/chain-and-api.md#sfc). */
export interface ValidatorSource {
  id: bigint
  status: bigint
  deactivatedTime: bigint
  deactivatedEpoch: bigint
  receivedStake: bigint
  createdEpoch: bigint
  createdTime: bigint
  auth: string
}

/** Reads one validator; null when the SFC has no validator with that id. */
export async function readValidator(deps: DomainDeps, id: bigint): Promise<ValidatorSource | null> {
  if (id <= 0n) return null
  const r = await readContract(deps.chain, sfcInterface, deps.addresses.sfc, 'getValidator', [id])
  const auth = String(r[6]).toLowerCase()
  if (auth === ZeroAddress) return null
  return {
    id,
    status: r[0],
    deactivatedTime: r[1],
    deactivatedEpoch: r[2],
    receivedStake: r[3],
    createdEpoch: r[4],
    createdTime: r[5],
    auth,
  }
}

/** Reads every validator, ids 1..lastValidatorID (unreadable ones are skipped, as the real API does). */
export async function readAllValidators(deps: DomainDeps): Promise<ValidatorSource[]> {
  const [last] = await readContract(deps.chain, sfcInterface, deps.addresses.sfc, 'lastValidatorID')
  const ids = Array.from({ length: Number(last) }, (_, i) => BigInt(i + 1))
  const all = await Promise.all(ids.map((id) => readValidator(deps, id)))
  return all.filter((v): v is ValidatorSource => v !== null)
}

/** Calls an SFC view and returns its first output. */
export async function readSfc(deps: DomainDeps, fn: string, args: readonly unknown[] = []): Promise<bigint> {
  const r = await readContract(deps.chain, sfcInterface, deps.addresses.sfc, fn, args)
  return r[0] as bigint
}
