import type { IndexedTokenEvent } from '../../../indexer/types.js'
import type { ApiContext } from '../../module.js'
import { BlockSource, type TxSource } from './sources.js'
import { getTokenMetadata } from './tokenMetadata.js'

type Ctx = ApiContext

// Long/BigInt fields come as numbers from the index and as hex strings from the node; the scalars take both.
async function field(
  source: TxSource,
  ctx: Ctx,
  fromIndex: unknown,
  fromNode: (s: TxSource, c: Ctx) => Promise<unknown>,
): Promise<unknown> {
  return fromIndex !== undefined ? fromIndex : fromNode(source, ctx)
}

async function tokenTransaction(source: TxSource, event: IndexedTokenEvent, ctx: Ctx) {
  const tx = source.indexed
  const meta = await getTokenMetadata(ctx, event.token)
  return {
    hash: source.hash,
    trxIndex: tx?.index ?? 0,
    blockNumber: tx?.blockNumber ?? 0,
    tokenAddress: event.token,
    tokenName: meta.name,
    tokenSymbol: meta.symbol,
    tokenType: event.standard,
    tokenDecimals: event.standard === 'ERC20' ? meta.decimals : 0,
    type: event.type,
    sender: event.sender,
    recipient: event.recipient,
    amount: event.amount,
    tokenId: event.tokenId,
    timeStamp: tx?.timestamp ?? 0,
  }
}

/** Resolvers of `Transaction` (parent: TxSource). Indexed values first, the node's for pending transactions. */
export const transactionResolvers = {
  hash: (s: TxSource) => s.hash,
  nonce: (s: TxSource, _: unknown, ctx: Ctx) =>
    field(s, ctx, s.indexed?.nonce, async (t, c) => (await t.requireTx(c)).nonce),
  index: (s: TxSource, _: unknown, ctx: Ctx) =>
    field(s, ctx, s.indexed?.index, async (t, c) => (await t.receipt(c))?.transactionIndex ?? null),
  from: (s: TxSource, _: unknown, ctx: Ctx) =>
    field(s, ctx, s.indexed?.from, async (t, c) => (await t.requireTx(c)).from.toLowerCase()),
  sender: async (s: TxSource, _: unknown, ctx: Ctx) => ({
    address: (await transactionResolvers.from(s, _, ctx)) as string,
  }),
  to: (s: TxSource, _: unknown, ctx: Ctx) =>
    field(s, ctx, s.indexed?.to, async (t, c) => (await t.requireTx(c)).to?.toLowerCase() ?? null),
  contractAddress: (s: TxSource, _: unknown, ctx: Ctx) =>
    field(s, ctx, s.indexed?.contractAddress, async (t, c) => (await t.receipt(c))?.contractAddress ?? null),
  recipient: async (s: TxSource, _: unknown, ctx: Ctx) => {
    const to = (await transactionResolvers.to(s, _, ctx)) as string | null
    return to ? { address: to } : null
  },
  value: (s: TxSource, _: unknown, ctx: Ctx) =>
    field(s, ctx, s.indexed?.value, async (t, c) => (await t.requireTx(c)).value),
  gasPrice: (s: TxSource, _: unknown, ctx: Ctx) =>
    field(s, ctx, s.indexed?.gasPrice, async (t, c) => {
      const tx = await t.requireTx(c)
      return tx.gasPrice ?? tx.maxFeePerGas ?? '0x0'
    }),
  gas: (s: TxSource, _: unknown, ctx: Ctx) =>
    field(s, ctx, s.indexed?.gas, async (t, c) => (await t.requireTx(c)).gas),
  gasUsed: (s: TxSource, _: unknown, ctx: Ctx) =>
    field(s, ctx, s.indexed?.gasUsed, async (t, c) => (await t.receipt(c))?.gasUsed ?? null),
  inputData: async (s: TxSource, _: unknown, ctx: Ctx) => (await s.requireTx(ctx)).input || '0x',
  blockHash: (s: TxSource, _: unknown, ctx: Ctx) =>
    field(s, ctx, s.indexed?.blockHash, async (t, c) => (await t.receipt(c))?.blockHash ?? null),
  blockNumber: (s: TxSource, _: unknown, ctx: Ctx) =>
    field(s, ctx, s.indexed?.blockNumber, async (t, c) => (await t.receipt(c))?.blockNumber ?? null),
  block: async (s: TxSource, _: unknown, ctx: Ctx) => {
    if (s.indexed) {
      const { blockNumber, blockHash, timestamp } = s.indexed
      return new BlockSource(blockNumber, { hash: blockHash, timestamp })
    }
    const receipt = await s.receipt(ctx)
    return receipt ? new BlockSource(Number(receipt.blockNumber), { hash: receipt.blockHash }) : null
  },
  status: (s: TxSource, _: unknown, ctx: Ctx) =>
    field(s, ctx, s.indexed?.status, async (t, c) => (await t.receipt(c))?.status ?? null),
  tokenTransactions: (s: TxSource, _: unknown, ctx: Ctx) =>
    Promise.all((s.indexed?.tokenEvents ?? []).map((event) => tokenTransaction(s, event, ctx))),
}
