// `pnpm bench`: start-up (cold vs warm) and the `account` query with a 1,000-transaction history (API vs direct
// JSON-RPC). Prints one line per benchmark: `<name>: ratio <x> (ours <a> ms, baseline <b> ms)`. BENCH_ONLY=<names>
// (comma-separated: devnet-start, history) runs only those.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createRpcClient } from '../src/chain/rpcClient.js'
import { type Devnet, startDevnet } from '../src/startDevnet.js'
import { formatResult, graphql, medianMs } from './measure.js'
import { seedHistory } from './seedHistory.js'

const HISTORY = `query AccountByAddress($address: Address!, $cursor: Cursor, $count: Int!) {
  account(address: $address) { address balance txCount
    txList(cursor: $cursor, count: $count) { pageInfo { first last hasNext hasPrevious } totalCount
      edges { cursor transaction { hash from to value gasUsed status block { number timestamp } } } } } }`

const progress = (line: string) => process.stderr.write(`bench: ${line}\n`)
const only = (process.env.BENCH_ONLY ?? '').split(',').filter(Boolean)
const runs = (name: string) => only.length === 0 || only.includes(name)

async function timeToFirstAnswer(dataDir: string): Promise<{ devnet: Devnet; ms: number }> {
  const start = performance.now()
  const devnet = await startDevnet({ dataDir, ports: 0 })
  await graphql(devnet.apiUrl, '{ gasPrice }')
  return { devnet, ms: performance.now() - start }
}

/** What a client without our index would call for the same page: balance, nonce, each tx, receipt and block. */
async function directPage(devnet: Devnet, address: string, hashes: readonly string[]): Promise<void> {
  const rpc = createRpcClient(devnet.rpcUrl)
  const [, , ...rest] = await rpc.batch<{ blockNumber?: string } | string | null>([
    { method: 'eth_getBalance', params: [address, 'latest'] },
    { method: 'eth_getTransactionCount', params: [address, 'pending'] },
    ...hashes.flatMap((hash) => [
      { method: 'eth_getTransactionByHash', params: [hash] },
      { method: 'eth_getTransactionReceipt', params: [hash] },
    ]),
  ])
  const blocks = new Set(rest.map((r) => (r as { blockNumber: string }).blockNumber))
  await rpc.batch([...blocks].map((n) => ({ method: 'eth_getBlockByNumber', params: [n, false] })))
}

async function main(): Promise<void> {
  if (!runs('devnet-start') && !runs('history')) return
  const dataDir = mkdtempSync(join(tmpdir(), 'ftm-devnet-bench-'))
  let devnet: Devnet | undefined
  try {
    progress('cold start (deploy and seed)…')
    const cold = await timeToFirstAnswer(dataDir)
    await cold.devnet.stop()
    progress('warm start…')
    const warm = await timeToFirstAnswer(dataDir)
    devnet = warm.devnet
    if (runs('devnet-start'))
      console.log(
        formatResult(
          `warm start (${(warm.ms / 1000).toFixed(2)} s) vs cold start (${(cold.ms / 1000).toFixed(2)} s)`,
          warm.ms,
          cold.ms,
        ),
      )
    if (!runs('history')) return

    progress('seeding an account with 1,000 transactions…')
    const rpc = createRpcClient(devnet.rpcUrl)
    const address = await seedHistory(rpc, devnet.url, 1000)
    const api = devnet.apiUrl
    const page = (await graphql(api, HISTORY, { address, cursor: null, count: 40 })) as {
      account: { txList: { totalCount: string; edges: Array<{ cursor: string }> } }
    }
    if (BigInt(page.account.txList.totalCount) < 1000n) throw new Error('the history was not indexed')
    const hashes = page.account.txList.edges.map((e) => e.cursor)

    const ours = await medianMs(() => graphql(api, HISTORY, { address, cursor: null, count: 40 }), 30)
    const baseline = await medianMs(() => directPage(devnet!, address, hashes), 30)
    console.log(
      formatResult('account history page (40 of 1,000 txs) via GraphQL vs direct JSON-RPC', ours, baseline),
    )

    const all = (await graphql(api, HISTORY, { address, cursor: null, count: 250 })) as typeof page
    let allHashes: string[] = []
    const walk = async () => {
      allHashes = []
      let cursor: string | null = null
      for (let i = 0; i < 10; i++) {
        const data = (await graphql(api, HISTORY, { address, cursor, count: 250 })) as {
          account: {
            txList: { edges: Array<{ cursor: string }>; pageInfo: { hasNext: boolean; last: string } }
          }
        }
        allHashes.push(...data.account.txList.edges.map((e) => e.cursor))
        if (!data.account.txList.pageInfo.hasNext) break
        cursor = data.account.txList.pageInfo.last
      }
    }
    await walk()
    if (allHashes.length < 1000 || all.account.txList.edges.length !== 250)
      throw new Error('incomplete history walk')
    const oursAll = await medianMs(walk, 5, 1)
    const baselineAll = await medianMs(() => directPage(devnet!, address, allHashes), 5, 1)
    console.log(
      formatResult(
        'account full history (1,000 txs, 4 pages) via GraphQL vs direct JSON-RPC',
        oursAll,
        baselineAll,
      ),
    )
  } finally {
    await devnet?.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

await main()
