import { GraphQLError } from 'graphql'
import type { DomainDeps } from '../defi/domainDeps.js'
import { depsOf } from '../defi/domainDeps.js'
import { memo } from '../defi/memo.js'
import { readContract } from '../defi/readContract.js'
import { normaliseCount, pageNewestFirst } from './pageNewestFirst.js'
import { readSfc } from './readValidator.js'
import { sfcInterface } from './sfcAbi.js'

/** An epoch resolves from its id; the snapshot is read when a field needs it. */
export interface EpochSource {
  id: bigint
}

const snapshot = (deps: DomainDeps, id: bigint) =>
  readContract(deps.chain, sfcInterface, deps.addresses.sfc, 'getEpochSnapshot', [id])

const snapshotOf = (e: EpochSource, ctx: unknown) => memo(e, 'snapshot', () => snapshot(depsOf(ctx), e.id))

const field = (index: number) => async (e: EpochSource, _: unknown, ctx: unknown) =>
  (await snapshotOf(e, ctx))[index] as bigint

/** Field resolvers of `Epoch` (getEpochSnapshot tuple order: docs/chain-and-api.md#sfc). */
export const epochResolvers = {
  id: (e: EpochSource) => e.id,
  endTime: field(0),
  // endTime minus the previous epoch's endTime; 0 for the first epochs, as on the real API.
  duration: async (e: EpochSource, _: unknown, ctx: unknown) => {
    if (e.id < 2n) return 0n
    const [end, prev] = await Promise.all([snapshotOf(e, ctx), snapshot(depsOf(ctx), e.id - 1n)])
    const d = (end[0] as bigint) - (prev[0] as bigint)
    return d > 0n ? d : 0n
  },
  epochFee: field(1),
  totalBaseRewardWeight: field(2),
  totalTxRewardWeight: field(3),
  baseRewardPerSecond: field(4),
  stakeTotalAmount: field(5),
  totalSupply: field(6),
}

function parseEpochCursor(cursor: string): string {
  if (!/^0x[0-9a-fA-F]{1,16}$/.test(cursor)) throw new GraphQLError(`invalid cursor value; ${cursor}`)
  return BigInt(cursor).toString()
}

/** Query resolvers for epochs. */
export const epochQueryResolvers = {
  currentEpoch: (_: unknown, __: unknown, ctx: unknown) => readSfc(depsOf(ctx), 'currentEpoch'),
  // id omitted or 0 is the last sealed epoch; a later id reads as the SFC's empty snapshot, like on the real API.
  epoch: async (_: unknown, args: { id?: bigint | null }, ctx: unknown): Promise<EpochSource> => ({
    id: args.id ? args.id : await readSfc(depsOf(ctx), 'currentSealedEpoch'),
  }),
  epochs: async (_: unknown, args: { cursor?: string | null; count?: number | null }, ctx: unknown) => {
    const deps = depsOf(ctx)
    const [sealed, current] = await Promise.all([
      readSfc(deps, 'currentSealedEpoch'),
      readSfc(deps, 'currentEpoch'),
    ])
    const ids = Array.from({ length: Number(sealed) }, (_, i) => sealed - BigInt(i))
    const cursor = args.cursor ? parseEpochCursor(args.cursor) : args.cursor
    const page = pageNewestFirst(ids, (id) => id.toString(), cursor, normaliseCount(args.count, 25))
    const hex = (c: string | null) => (c === null ? null : `0x${BigInt(c).toString(16)}`)
    return {
      totalCount: current,
      pageInfo: { ...page.pageInfo, first: hex(page.pageInfo.first), last: hex(page.pageInfo.last) },
      edges: page.items.map(({ item }) => ({ cursor: `0x${item.toString(16)}`, epoch: { id: item } })),
    }
  },
}
