import { parseEther, toBeHex } from 'ethers'
import { coreModule } from '../../../src/api/modules/core/index.js'
import { defiModule } from '../../../src/api/modules/defi/index.js'
import { uniswapModule } from '../../../src/api/modules/uniswap/index.js'
import { deployDefi } from '../../../src/chain/defi/deployDefi.js'
import { seedDefi } from '../../../src/chain/defi/seedDefi.js'
import type { DefiDeployment } from '../../../src/chain/defi/types.js'
import { createDevnetServer, type DevnetServer } from '../../../src/server/createDevnetServer.js'
import { createDefiFixture, type DefiFixture } from '../../defi/fixture.js'

export interface DefiDevnet {
  fixture: DefiFixture
  defi: DefiDeployment
  sftm: string
  server: DevnetServer
  apiUrl: string
  stop(): Promise<void>
}

/**
 * The DeFi part of a devnet: anvil started four days back, the DeFi contracts deployed and seeded with two days
 * of trading, and the API server with the core, DeFi and Uniswap modules on random ports.
 */
export async function startDefiDevnet(): Promise<DefiDevnet> {
  const fixture = await createDefiFixture(4)
  try {
    const defi = await deployDefi(fixture.ctx)
    const now = Math.floor(Date.now() / 1000)
    await seedDefi(fixture.ctx, defi, { from: now - 2 * 86_400, to: now - 120 })
    const sftm = fixture.ctx.deployment.contracts.sftm
    const server = await createDevnetServer({
      rpcUrl: fixture.anvil.rpcUrl,
      chainId: 4003,
      deployment: { chainId: 4003, contracts: { ...defi.contracts, sftm } },
      chain: {
        fund: (address, amount) => fixture.fund(address, (amount / parseEther('1')).toString()),
        advance: async (seconds) => {
          await fixture.provider.send('evm_increaseTime', [toBeHex(seconds)])
          return fixture.provider.send('evm_mine', [])
        },
      },
      modules: [coreModule, defiModule, uniswapModule],
      port: 0,
      pollIntervalMs: 200,
    })
    return {
      fixture,
      defi,
      sftm,
      server,
      apiUrl: server.apiUrl,
      async stop() {
        await server.close()
        await fixture.stop()
      },
    }
  } catch (error) {
    await fixture.stop()
    throw error
  }
}
