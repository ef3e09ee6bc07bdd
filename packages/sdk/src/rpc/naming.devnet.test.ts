// Name resolution against the devnet's name registry (seeded with ALICE.FTM, BOB.FTM, ...), over real JSON-RPC.
import type {} from '@ftm-wallet/devnet/vitest-setup'
import { getAddress, JsonRpcProvider, Wallet } from 'ethers'
import { beforeAll, describe, expect, inject, it } from 'vitest'
import { createContractNameServices } from './contractNameServices.js'
import { createJsonRpcEthCall, createProviderEthCall } from './ethCall.js'
import { createRaveNameService, createUnstoppableNameService } from './nameServices.js'
import { resolveName } from './resolveName.js'
import { createUnsReaderResolution } from './unsReaderResolution.js'

const devnet = inject('devnet')
let registry: string
let alice: string

// Nothing listens on port 1: a real, failing JSON-RPC transport.
const deadRpc = () => createJsonRpcEthCall({ rpcUrl: 'http://127.0.0.1:1/', timeoutMs: 2000 })

beforeAll(() => {
  registry = (devnet.info.contracts as Record<string, string>).nameRegistry!
  alice = devnet.deployment.names.find((entry) => entry.name === 'ALICE.FTM')!.owner
})

describe('resolving names on the devnet', () => {
  it('upper-cases the name and finds its owner in the registry', async () => {
    const rave = createRaveNameService({
      ethCall: createJsonRpcEthCall({ rpcUrl: devnet.rpcUrl }),
      registry,
    })
    expect(await resolveName({ input: ' alice.ftm ', services: [rave] })).toEqual({
      address: getAddress(alice),
      source: 'rave',
    })
    expect(await rave.resolve('nobody.ftm')).toBeNull()
    expect(await resolveName({ input: 'nobody.ftm', services: [rave] })).toBeNull()
  })

  it('works over an EIP-1193 provider too', async () => {
    const provider = new JsonRpcProvider(devnet.rpcUrl, undefined, {
      cacheTimeout: -1,
      staticNetwork: true,
    })
    const ethCall = createProviderEthCall({
      request: ({ method, params }) => provider.send(method, params ?? []),
    })
    const rave = createRaveNameService({ ethCall, registry })
    expect(await rave.resolve('Alice.ftm')).toBe(getAddress(alice))
    provider.destroy()
  })

  it('reports a failing service and falls back to the next one', async () => {
    const errors: string[] = []
    const broken = createRaveNameService({ ethCall: deadRpc(), registry, id: 'broken' })
    const working = createRaveNameService({
      ethCall: createJsonRpcEthCall({ rpcUrl: devnet.rpcUrl }),
      registry,
    })
    const resolved = await resolveName({
      input: 'alice.ftm',
      services: [broken, working],
      onError: (error, id) => errors.push(`${id}: ${(error as { code?: string }).code}`),
    })
    expect(resolved).toEqual({ address: getAddress(alice), source: 'rave' })
    expect(errors).toEqual(['broken: RPC_UNREACHABLE'])
  })

  it('never lets a broken service block a plain address', async () => {
    const address = Wallet.createRandom().address
    const broken = createRaveNameService({ ethCall: deadRpc(), registry })
    const errors: unknown[] = []
    const resolved = await resolveName({
      input: address.toLowerCase(),
      services: [broken],
      onError: (e) => errors.push(e),
    })
    expect(resolved).toEqual({ address, source: 'address' })
    expect(errors).toEqual([])
  })

  it('surfaces a node error as RPC_ERROR', async () => {
    const ethCall = createJsonRpcEthCall({ rpcUrl: devnet.rpcUrl })
    // An unknown selector makes the registry revert.
    await expect(ethCall({ to: registry, data: '0xdeadbeef' })).rejects.toMatchObject({ code: 'RPC_ERROR' })
  })
})

describe('Unstoppable Domains adapter', () => {
  // The resolution library talks to Unstoppable's own infrastructure, which no test can reach; this checks only
  // how the adapter asks it (FTM on OPERA first, then plain FTM) with an object shaped like the library's.
  const resolution = {
    isSupportedDomain: async (domain: string) => domain.endsWith('.crypto'),
    multiChainAddr: async (domain: string) => (domain === 'multi.crypto' ? alice : null),
    addr: async (domain: string) => (domain === 'plain.crypto' ? alice.toLowerCase() : null),
  }

  it('tries the OPERA chain address, then the plain FTM address, and skips unsupported names', async () => {
    const unstoppable = createUnstoppableNameService({ resolution })
    const rave = createRaveNameService({
      ethCall: createJsonRpcEthCall({ rpcUrl: devnet.rpcUrl }),
      registry,
    })
    const services = [unstoppable, rave]
    expect(await resolveName({ input: 'multi.crypto', services })).toEqual({
      address: getAddress(alice),
      source: 'unstoppable',
    })
    expect(await resolveName({ input: 'plain.crypto', services })).toEqual({
      address: getAddress(alice),
      source: 'unstoppable',
    })
    expect(await resolveName({ input: 'alice.ftm', services })).toEqual({
      address: getAddress(alice),
      source: 'rave',
    })
    expect(await resolveName({ input: 'none.crypto', services })).toBeNull()
  })
})

describe("the devnet's Unstoppable Domains reader, first, then the name registry", () => {
  const ownerOf = (domain: string) =>
    getAddress(devnet.deployment.unstoppableDomains!.find((d) => d.domain === domain)!.owner)
  // As the CLI and the web build them from /devnet/info.
  const services = () =>
    createContractNameServices({
      ethCall: createJsonRpcEthCall({ rpcUrl: devnet.rpcUrl }),
      unsProxyReader: (devnet.info.contracts as Record<string, string>).unsProxyReader!,
      nameRegistry: registry,
    })

  it('asks the reader first, then the registry, and leaves out a contract the network does not name', () => {
    expect(services().map((service) => service.id)).toEqual(['unstoppable', 'rave'])
    const ethCall = createJsonRpcEthCall({ rpcUrl: devnet.rpcUrl })
    expect(createContractNameServices({ ethCall, nameRegistry: registry }).map((s) => s.id)).toEqual(['rave'])
    expect(createContractNameServices({ ethCall }).map((s) => s.id)).toEqual([])
  })

  it('finds a domain by its FTM-on-Opera record, else by its plain FTM record', async () => {
    // carol.crypto holds crypto.FTM.version.OPERA.address; erin.crypto only crypto.FTM.address.
    expect(await resolveName({ input: 'Carol.crypto', services: services() })).toEqual({
      address: ownerOf('carol.crypto'),
      source: 'unstoppable',
    })
    expect(await resolveName({ input: 'erin.crypto', services: services() })).toEqual({
      address: ownerOf('erin.crypto'),
      source: 'unstoppable',
    })
  })

  it('falls back to the name registry for a name Unstoppable Domains does not know or does not handle', async () => {
    const dave = getAddress(devnet.deployment.names.find((n) => n.name === 'DAVE.CRYPTO')!.owner)
    expect(await resolveName({ input: 'dave.crypto', services: services() })).toEqual({
      address: dave,
      source: 'rave',
    })
    expect(await resolveName({ input: 'alice.ftm', services: services() })).toEqual({
      address: getAddress(alice),
      source: 'rave',
    })
    expect(await resolveName({ input: 'nobody.crypto', services: services() })).toBeNull()
  })

  it('falls back to the name registry when the reader cannot be reached', async () => {
    const errors: string[] = []
    const reader = (devnet.info.contracts as Record<string, string>).unsProxyReader!
    const broken = createUnstoppableNameService({
      resolution: createUnsReaderResolution({ ethCall: deadRpc(), reader }),
    })
    const rave = createRaveNameService({ ethCall: createJsonRpcEthCall({ rpcUrl: devnet.rpcUrl }), registry })
    const dave = getAddress(devnet.deployment.names.find((n) => n.name === 'DAVE.CRYPTO')!.owner)
    expect(
      await resolveName({
        input: 'dave.crypto',
        services: [broken, rave],
        onError: (error, id) => errors.push(`${id}: ${(error as { code?: string }).code}`),
      }),
    ).toEqual({ address: dave, source: 'rave' })
    expect(errors).toEqual(['unstoppable: RPC_UNREACHABLE'])
  })
})
