import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { postGraphql } from '../api/helpers/graphql.js'
import { startTestApi, type TestApi } from '../api/helpers/startTestApi.js'

const HISTORY = `query ($a: Address!) { account(address: $a) { txList(count: 10) { totalCount edges { cursor } } } }`
const RECIPIENT = '0x000000000000000000000000000000000000beef'

let running: TestApi | undefined
let dataDir: string

afterAll(async () => {
  await running?.stop()
  if (dataDir) await rm(dataDir, { recursive: true, force: true })
})

async function history(api: TestApi, address: string): Promise<string[]> {
  const { body } = await postGraphql(api.apiUrl, HISTORY, { a: address })
  return body.data.account.txList.edges.map((e: { cursor: string }) => e.cursor)
}

describe('indexer persistence', () => {
  it('keeps the history across a restart, continues without reindexing and reindexes after a chain reset', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'ftm-devnet-restart-'))
    const stateFile = join(dataDir, 'anvil-state.json')
    const logs: string[] = []
    const log = (line: string) => logs.push(line)

    running = await startTestApi({ dataDir, stateFile, log })
    const wallet = await running.fundedWallet()
    const first = [] as string[]
    for (let i = 0; i < 3; i++) first.push(await running.send(wallet, { to: RECIPIENT, value: 1n }))
    await running.stop()
    running = undefined

    running = await startTestApi({ dataDir, stateFile, log })
    expect(await history(running, RECIPIENT)).toEqual([...first].reverse())
    expect(logs.filter((line) => line.includes('reindex'))).toEqual([])
    const next = await running.send(wallet, { to: RECIPIENT, value: 1n })
    expect(await history(running, RECIPIENT)).toEqual([next, ...[...first].reverse()])
    await running.stop()
    running = undefined

    await rm(stateFile)
    running = await startTestApi({ dataDir, stateFile, log })
    expect(await history(running, RECIPIENT)).toEqual([])
    expect(logs.some((line) => line.includes('reindex'))).toBe(true)
  })
})
