// Failover benchmark (issue 4): time to the first answer when the first two of three endpoints are dead
// (A refuses connections, B accepts and never answers) vs a single healthy endpoint. Default client options;
// the order A → B → C is forced (the worst case of the random order). Local servers on 127.0.0.1 only.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { getGasPrice } from '../src/api/chain/getGasPrice.js'
import { createApiClient } from '../src/api/createApiClient.js'

const RUNS = 5

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`
}

const healthy = createServer((req, res) => {
  req.resume()
  req.on('end', () => {
    res.setHeader('content-type', 'application/json')
    res.end(JSON.stringify({ data: { gasPrice: '0x3b9aca00' } }))
  })
})
const hanging = createServer(() => {
  // accepts the request and never answers
})
const closed = createServer()
const C = await listen(healthy)
const B = await listen(hanging)
const A = await listen(closed)
await new Promise((r) => closed.close(r)) // nothing listens on A's port any more: connections are refused

async function timeToAnswer(endpoints: string[]): Promise<number> {
  const client = createApiClient({ endpoints, firstEndpoint: 0, random: () => 0.99 })
  const start = performance.now()
  await getGasPrice(client)
  return performance.now() - start
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number
const ours: number[] = []
const baseline: number[] = []
for (let i = 0; i < RUNS; i++) {
  baseline.push(await timeToAnswer([C]))
  ours.push(await timeToAnswer([A, B, C]))
}
hanging.closeAllConnections()
healthy.closeAllConnections()
await Promise.all([hanging, healthy].map((s) => new Promise((r) => s.close(r))))

const oursMs = median(ours)
const baselineMs = median(baseline)
console.log(
  `failover time to first answer (A refuses, B hangs, C answers): ${oursMs.toFixed(0)} ms, ` +
    `ratio ${(oursMs / baselineMs).toFixed(1)} (ours ${oursMs.toFixed(1)} ms, baseline ${baselineMs.toFixed(1)} ms ` +
    `= one healthy endpoint; median of ${RUNS}; target < 1500 ms)`,
)
