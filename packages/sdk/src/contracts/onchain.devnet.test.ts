// One devnet (with the DeFi contracts) for every on-chain test of the builders, rules, bridge client and naming:
// the suites live beside their code (`*.devnet.ts`) and register here, so a run starts a single chain.
import { type Devnet, startDevnet } from '@ftm-wallet/devnet'
import { JsonRpcProvider } from 'ethers'
import { afterAll, beforeAll } from 'vitest'
import { describeBridgeClientOnDevnet } from '../bridge/client.devnet.js'
import { describeNamingOnDevnet } from '../rpc/naming.devnet.js'
import { describeStakingOnDevnet } from '../staking/sfc.devnet.js'
import { describeRouterOnDevnet } from '../swap/router.devnet.js'
import type { DevnetContext } from './devnetContext.js'

let context: DevnetContext | undefined
let devnet: Devnet | undefined

beforeAll(async () => {
  devnet = await startDevnet({ ports: 0 })
  const provider = new JsonRpcProvider(devnet.rpcUrl, undefined, { cacheTimeout: -1, staticNetwork: true })
  context = { devnet, provider }
}, 180_000)

afterAll(async () => {
  context?.provider.destroy()
  await devnet?.stop()
})

const getContext = () => {
  if (!context) throw new Error('the devnet did not start')
  return context
}

describeRouterOnDevnet(getContext)
describeBridgeClientOnDevnet(getContext)
describeNamingOnDevnet(getContext)
describeStakingOnDevnet(getContext)
