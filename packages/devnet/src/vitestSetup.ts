import type { DevnetDeployment } from './chain/index.js'
import type { DevnetInfo } from './server/createDevnetServer.js'
import { type StartDevnetOptions, startDevnet } from './startDevnet.js'

/** What the setup hands to tests through `inject('devnet')`. */
export interface ProvidedDevnet {
  apiUrl: string
  rpcUrl: string
  bridgeUrl: string
  /** Server base URL; the controls are under `<url>/devnet/`. */
  url: string
  info: DevnetInfo
  /** What is deployed and seeded: contracts, validators, proposals, names (`GET /devnet/deployment`). */
  deployment: DevnetDeployment
}

/** The part of vitest's TestProject the setup uses (kept structural so the package's types need no vitest). */
export interface VitestProjectLike {
  provide(key: 'devnet', value: ProvidedDevnet): void
  /** The run: its test files are known when the global setups run (vitest 4's `vitest.state.getPaths()`). */
  vitest?: { state?: { getPaths?(): string[] } }
}

export interface DevnetSetupOptions extends StartDevnetOptions {
  /**
   * Whether the run needs the devnet, given the paths of its test files: a run of only other tests starts none.
   * When the paths cannot be read, the devnet is started.
   */
  neededBy?: (testFiles: readonly string[]) => boolean
}

/** Server base URL of an already running devnet to use instead of starting one (e.g. http://127.0.0.1:16761). */
export const DEVNET_URL_ENV = 'FTM_DEVNET_URL'

async function useRunningDevnet(url: string): Promise<ProvidedDevnet> {
  const read = async (control: string) => {
    const response = await fetch(new URL(`/devnet/${control}`, url))
    if (!response.ok)
      throw new Error(`${DEVNET_URL_ENV}=${url}: GET /devnet/${control} answered HTTP ${response.status}`)
    return response.json()
  }
  const info = (await read('info')) as DevnetInfo
  return {
    apiUrl: info.apiUrl,
    rpcUrl: info.rpcUrl,
    bridgeUrl: info.bridgeUrl,
    url: new URL(url).origin,
    info,
    deployment: (await read('deployment')) as DevnetDeployment,
  }
}

/**
 * A vitest globalSetup that starts ONE devnet for the test run (fresh temp data dir, random ports) and provides
 * its URLs to every test file as `inject('devnet')`; teardown stops it. With FTM_DEVNET_URL set, it uses that
 * running devnet instead. Listed as the root config's globalSetup, it serves every project of the run (vitest hands
 * the root project's provided values to all projects); `neededBy` skips the start when no test file needs it.
 *
 * @example
 * // vitest.config.ts: test: { globalSetup: ['@ftm-wallet/devnet/vitest-setup'] }
 * // a test: import { inject } from 'vitest'; const { apiUrl } = inject('devnet')
 */
export function setupDevnetForVitest({ neededBy, ...options }: DevnetSetupOptions = {}) {
  return async function setup(project: VitestProjectLike): Promise<() => Promise<void>> {
    const testFiles = project.vitest?.state?.getPaths?.()
    if (neededBy && testFiles && !neededBy(testFiles)) return async () => undefined
    const running = process.env[DEVNET_URL_ENV]
    if (running) {
      project.provide('devnet', await useRunningDevnet(running))
      return async () => undefined
    }
    const devnet = await startDevnet({ ports: 0, ...options })
    project.provide('devnet', {
      apiUrl: devnet.apiUrl,
      rpcUrl: devnet.rpcUrl,
      bridgeUrl: devnet.bridgeUrl,
      url: devnet.url,
      info: devnet.info,
      deployment: devnet.deployment,
    })
    return () => devnet.stop()
  }
}
