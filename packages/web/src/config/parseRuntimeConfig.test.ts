import { devnet, mainnet } from '@ftm-wallet/sdk'
import { describe, expect, it } from 'vitest'
import { parseRuntimeConfig, RuntimeConfigError } from './parseRuntimeConfig.js'

describe('parseRuntimeConfig', () => {
  it('resolves presets and picks the default network', () => {
    const config = parseRuntimeConfig({
      defaultNetwork: 'testnet',
      networks: [{ preset: 'mainnet' }, { preset: 'testnet' }],
    })
    expect(config.networks.map((n) => n.id)).toEqual(['mainnet', 'testnet'])
    expect(config.network.chainId).toBe(4002)
    expect(config.networks[0]).toEqual(mainnet)
  })

  it('overrides a preset with the URLs of a running devnet', () => {
    const config = parseRuntimeConfig({
      networks: [
        { preset: 'devnet', apiUrls: ['http://127.0.0.1:4455/api'], rpcUrl: 'http://127.0.0.1:4456/' },
      ],
    })
    expect(config.network.apiUrls).toEqual(['http://127.0.0.1:4455/api'])
    expect(config.network.rpcUrl).toBe('http://127.0.0.1:4456/')
    expect(config.network.rpcUrls).toEqual(['http://127.0.0.1:4456/'])
    expect(config.network.chainId).toBe(devnet.chainId)
    expect(config.network.gasBuffer).toEqual(devnet.gasBuffer)
  })

  it('configures a network RPC-only (no API endpoint) with its JSON-RPC endpoint list', () => {
    const config = parseRuntimeConfig({
      networks: [
        { preset: 'devnet', rpcOnly: true, rpcUrls: ['http://127.0.0.1:1/', 'http://127.0.0.1:2/'] },
      ],
    })
    expect(config.network.apiUrls).toEqual([])
    expect(config.network.rpcUrls).toEqual(['http://127.0.0.1:1/', 'http://127.0.0.1:2/'])
    expect(config.network.rpcUrl).toBe('http://127.0.0.1:1/')
    expect(() => parseRuntimeConfig({ networks: [{ preset: 'devnet', rpcOnly: 'yes' }] })).toThrow(
      'networks[0].rpcOnly must be true or false',
    )
    expect(() => parseRuntimeConfig({ networks: [{ preset: 'devnet', apiUrls: [] }] })).toThrow(
      'networks[0].apiUrls must be a non-empty list of URLs',
    )
  })

  it("keeps a preset's contracts and takes a devnet's from the config (the JSON-RPC fallback's fMint and governance)", () => {
    const governance = [
      {
        address: '0x1111111111111111111111111111111111111111',
        governable: '0x2222222222222222222222222222222222222222',
        name: 'SFC Governance',
      },
    ]
    const config = parseRuntimeConfig({
      networks: [
        { preset: 'mainnet' },
        {
          preset: 'devnet',
          contracts: {
            fMintAddressProvider: '0x3333333333333333333333333333333333333333',
            uniswapRouter: '0x4444444444444444444444444444444444444444',
            governance,
          },
        },
      ],
    })
    expect(config.networks[0]?.contracts).toEqual(mainnet.contracts)
    expect(config.networks[1]?.contracts).toEqual({
      fMintAddressProvider: '0x3333333333333333333333333333333333333333',
      uniswapRouter: '0x4444444444444444444444444444444444444444',
      governance,
    })
    expect(() =>
      parseRuntimeConfig({ networks: [{ preset: 'devnet', contracts: { stakeTokenizer: '0x12' } }] }),
    ).toThrow('networks[0].contracts.stakeTokenizer must be an address')
    expect(() =>
      parseRuntimeConfig({ networks: [{ preset: 'devnet', contracts: { fMint: 'nope' } }] }),
    ).toThrow('networks[0].contracts.fMint must be an address')
    expect(() =>
      parseRuntimeConfig({
        networks: [{ preset: 'devnet', contracts: { governance: [{ address: governance[0]?.address }] } }],
      }),
    ).toThrow('networks[0].contracts.governance[0].name must be a string')
  })

  it('accepts a custom network with its own explorer', () => {
    const config = parseRuntimeConfig({
      networks: [
        {
          id: 'lab',
          chainId: 7,
          apiUrls: ['https://api.lab/'],
          rpcUrl: 'https://rpc.lab/',
          explorerUrl: 'https://x.lab/',
        },
      ],
    })
    expect(config.network).toMatchObject({ id: 'lab', name: 'lab', chainId: 7 })
    expect(config.network.explorer.url).toBe('https://x.lab/')
  })

  it("takes a devnet's explorer from the devnet in use (its server beside the API), none without an API", () => {
    const served = parseRuntimeConfig({
      networks: [
        { preset: 'devnet', apiUrls: ['http://127.0.0.1:40123/api'], rpcUrl: 'http://127.0.0.1:40124/' },
      ],
    })
    expect(served.network.explorer).toEqual({
      url: 'http://127.0.0.1:40123/explorer/',
      transactionPath: 'tx',
      validatorUrl: 'http://127.0.0.1:40123/explorer/',
    })
    const rpcOnly = parseRuntimeConfig({
      networks: [{ preset: 'devnet', rpcOnly: true, rpcUrl: 'http://127.0.0.1:40124/' }],
    })
    expect(rpcOnly.network.explorer.url).toBe('')
    const named = parseRuntimeConfig({ networks: [{ preset: 'devnet', explorerUrl: 'https://x.lab/' }] })
    expect(named.network.explorer.url).toBe('https://x.lab/')
  })

  it('keeps every feature off unless config.json turns it on (docs/behaviour/sftm.md#feature-flag: mintSFTM off by default)', () => {
    expect(parseRuntimeConfig({ networks: [{ preset: 'devnet' }] }).features).toEqual({ mintSFTM: false })
    expect(parseRuntimeConfig({ networks: [{ preset: 'devnet' }], features: {} }).features.mintSFTM).toBe(
      false,
    )
    const on = parseRuntimeConfig({ networks: [{ preset: 'devnet' }], features: { mintSFTM: true } })
    expect(on.features).toEqual({ mintSFTM: true })
    const off = parseRuntimeConfig({ networks: [{ preset: 'devnet' }], features: { mintSFTM: false } })
    expect(off.features.mintSFTM).toBe(false)
  })

  it('passes an optional WalletConnect project id through', () => {
    const networks = [{ preset: 'devnet' }]
    expect(parseRuntimeConfig({ networks, walletConnectProjectId: 'abc123' }).walletConnectProjectId).toBe(
      'abc123',
    )
    expect(parseRuntimeConfig({ networks })).not.toHaveProperty('walletConnectProjectId')
  })

  it.each([
    [null, 'config.json must hold an object'],
    [{ networks: [] }, 'config.json must list at least one network'],
    [{ networks: [{ preset: 'moon' }] }, 'networks[0].preset must be one of mainnet, testnet, devnet'],
    [{ networks: [{ preset: 'devnet', chainId: -1 }] }, 'networks[0].chainId must be a positive integer'],
    [
      { networks: [{ preset: 'devnet', apiUrls: [] }] },
      'networks[0].apiUrls must be a non-empty list of URLs',
    ],
    [
      { networks: [{ preset: 'devnet' }], defaultNetwork: 'x' },
      'defaultNetwork "x" is not among the networks',
    ],
    [{ networks: [{ preset: 'devnet' }], features: true }, 'features must be an object'],
    [{ networks: [{ preset: 'devnet' }], features: ['mintSFTM'] }, 'features must be an object'],
    [
      { networks: [{ preset: 'devnet' }], features: { mintSFTM: 'yes' } },
      'features.mintSFTM must be true or false',
    ],
    [
      { networks: [{ preset: 'devnet' }], features: { mintSftm: true } },
      'features.mintSftm is not a known feature (known: mintSFTM)',
    ],
    [
      { networks: [{ preset: 'devnet' }], walletConnectProjectId: 42 },
      'walletConnectProjectId must be a non-empty string',
    ],
  ])('rejects a bad config with a clear message (%#)', (json, message) => {
    expect(() => parseRuntimeConfig(json)).toThrow(new RuntimeConfigError(message))
  })
})
