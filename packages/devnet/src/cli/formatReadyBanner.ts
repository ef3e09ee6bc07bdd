import type { Devnet } from '../startDevnet.js'

/** The lines `ftm-devnet` prints once it is ready: URLs, controls and contract addresses. */
export function formatReadyBanner(devnet: Devnet, seconds: number): string {
  const { info, deployment } = devnet
  const width = Math.max(...Object.keys(deployment.contracts).map((name) => name.length), 8)
  const contracts = Object.entries(deployment.contracts).map(
    ([name, address]) => `  ${name.padEnd(width)}  ${address}`,
  )
  return [
    `ftm-devnet ready in ${seconds.toFixed(1)} s (${devnet.fresh ? 'new chain deployed' : 'warm start'})`,
    `  GraphQL   ${info.apiUrl}  (also ${info.graphqlUrl})`,
    `  JSON-RPC  ${info.rpcUrl}  chain id ${info.chainId}`,
    `  Bridge    ${info.bridgeUrl}`,
    `  Controls  POST ${devnet.url}/devnet/faucet {"address","amount"?} · POST /devnet/advance {"seconds"}`,
    '            POST /devnet/price {"currency","price"} · POST /devnet/bridge {"down"} · GET /devnet/info',
    `  Data dir  ${devnet.dataDir}`,
    'Contracts:',
    ...contracts,
    'Press Ctrl-C to stop (the chain and the index are saved).',
  ].join('\n')
}
