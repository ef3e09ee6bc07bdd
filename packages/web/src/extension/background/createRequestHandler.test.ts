import { computeAddressFromPrivateKey } from '@ftm-wallet/sdk'
import { verifyMessage, Wallet } from 'ethers'
import { describe, expect, it } from 'vitest'
import { createTestNetworkStore } from '../networkStore.test-util.js'
import { ProviderRpcError } from '../ProviderRpcError.js'
import { createSitePermissions } from '../sitePermissions.js'
import { createRequestHandler } from './createRequestHandler.js'

const randomKey = () => `0x${Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('hex')}`
const grantedKey = randomKey()
const granted = computeAddressFromPrivateKey(grantedKey)
const other = computeAddressFromPrivateKey(randomKey())
const SITE = 'http://127.0.0.1:5173'
const HASH = `0x${'cd'.repeat(32)}` as const

function setup(options: { windows?: boolean; rpcChainId?: number } = {}) {
  const networks = createTestNetworkStore()
  const map = new Map<string, unknown>()
  const permissions = createSitePermissions({
    get: async (k) => map.get(k),
    set: async (k, v) => void map.set(k, v),
  })
  const opened: string[] = []
  const rpcCalls: [string, unknown[]][] = []
  const handler = createRequestHandler({
    permissions,
    getWalletAccounts: async () => [granted, other],
    networks,
    fetchChainId: async () => options.rpcChainId ?? 4003,
    rpc: async (method, params) => {
      rpcCalls.push([method, params])
      return '0x10'
    },
    openWindow: async (path) => {
      if (options.windows === false) throw new Error('No window')
      opened.push(path)
      return opened.length
    },
    createId: () => `req${opened.length + 1}`,
  })
  return { handler, opened, rpcCalls, permissions, networks }
}

const rpcCode = (promise: Promise<unknown>) =>
  promise.then(
    () => 'resolved',
    (e: unknown) => (e instanceof ProviderRpcError ? e.rpcCode : e),
  )

describe('the worker’s request handling', () => {
  it('answers chain id and net_version from the configured network and proxies read methods', async () => {
    const { handler, rpcCalls } = setup()
    expect(await handler.request(SITE, { method: 'eth_chainId', params: [] })).toBe('0xfa3')
    expect(await handler.request(SITE, { method: 'net_version', params: [] })).toBe('4003')
    expect(await handler.request(SITE, { method: 'eth_blockNumber', params: [] })).toBe('0x10')
    expect(rpcCalls).toEqual([['eth_blockNumber', []]])
    expect(await rpcCode(handler.request(SITE, { method: 'eth_sign', params: [] }))).toBe(4200)
    // EIP-1193's wording, as MetaMask's rpc-errors gives it (docs/behaviour/extension.md#metamask-sources).
    await expect(handler.request(SITE, { method: 'eth_sign', params: [] })).rejects.toThrow(
      'The requested method is not supported by this Ethereum provider.',
    )
    await expect(handler.request(SITE, { method: 'personal_sign', params: [] })).rejects.toThrow(
      'Invalid params: the message must be a string (0x-hex bytes or text)',
    )
  })

  it('shows a site no account until the user grants one, then only the granted one', async () => {
    const { handler, opened } = setup()
    expect(await handler.request(SITE, { method: 'eth_accounts', params: [] })).toEqual([])
    const asked = handler.request(SITE, { method: 'eth_requestAccounts', params: [] })
    await Promise.resolve()
    await new Promise((r) => setTimeout(r, 0))
    expect(opened).toEqual([`/eip-select-accounts/${encodeURIComponent(SITE)}?request`])
    // A second request while the first waits: 'Request already pending' (-32002).
    expect(await rpcCode(handler.request(SITE, { method: 'eth_requestAccounts', params: [] }))).toBe(-32002)
    await handler.handleWalletMessage({
      type: 'wallet_requestAccounts_done',
      origin: SITE,
      accounts: [granted],
    })
    expect(await asked).toEqual([granted])
    expect(await handler.request(SITE, { method: 'eth_accounts', params: [] })).toEqual([granted])
    expect(await handler.request('https://other.example', { method: 'eth_accounts', params: [] })).toEqual([])
    // Granted already: no window, same answer.
    expect(await handler.request(SITE, { method: 'eth_requestAccounts', params: [] })).toEqual([granted])
    expect(opened).toHaveLength(1)
  })

  it('refuses an account request the user rejects, grants nothing for, or whose window closes', async () => {
    const { handler } = setup()
    const rejected = rpcCode(handler.request(SITE, { method: 'eth_requestAccounts', params: [] }))
    await new Promise((r) => setTimeout(r, 0))
    await handler.handleWalletMessage({ type: 'wallet_requestAccounts_rejected', origin: SITE })
    expect(await rejected).toBe(4001)
    const empty = rpcCode(handler.request(SITE, { method: 'eth_requestAccounts', params: [] }))
    await new Promise((r) => setTimeout(r, 0))
    await handler.handleWalletMessage({ type: 'wallet_requestAccounts_done', origin: SITE, accounts: [] })
    expect(await empty).toBe(4001)
    const closed = rpcCode(handler.request(SITE, { method: 'eth_requestAccounts', params: [] }))
    await new Promise((r) => setTimeout(r, 0))
    handler.windowClosed(3)
    expect(await closed).toBe(4001)
  })

  it('opens a transaction for confirmation only from a granted account, and returns the page’s hash', async () => {
    const { handler, opened, permissions } = setup()
    await permissions.setGrantedAccounts(SITE, [granted])
    const tx = { from: other, to: granted, value: '0xde0b6b3a7640000' }
    expect(await rpcCode(handler.request(SITE, { method: 'eth_sendTransaction', params: [tx] }))).toBe(4100)
    const bad = { ...tx, from: granted, value: '1 FTM' }
    expect(await rpcCode(handler.request(SITE, { method: 'eth_sendTransaction', params: [bad] }))).toBe(
      -32602,
    )
    await expect(handler.request(SITE, { method: 'eth_sendTransaction', params: [bad] })).rejects.toThrow(
      "Invalid params: 'value' must be a 0x hex quantity",
    )
    expect(opened).toEqual([])

    const sent = handler.request(SITE, { method: 'eth_sendTransaction', params: [{ ...tx, from: granted }] })
    await new Promise((r) => setTimeout(r, 0))
    expect(opened).toEqual(['/eip-send-transaction/req1'])
    const shown = await handler.handleWalletMessage({ type: 'wallet_sendTransaction_ready', id: 'req1' })
    expect(shown).toEqual({
      origin: SITE,
      transaction: { from: granted, to: granted, value: '0xde0b6b3a7640000', data: '0x' },
    })
    await handler.handleWalletMessage({ type: 'wallet_sendTransaction_done', id: 'req1', hash: HASH })
    expect(await sent).toBe(HASH)
    // Done is done: the request is gone.
    expect(await handler.handleWalletMessage({ type: 'wallet_sendTransaction_ready', id: 'req1' })).toBeNull()
  })

  it('refuses a transaction the user rejects, and one from an account revoked meanwhile', async () => {
    const { handler, permissions } = setup()
    await permissions.setGrantedAccounts(SITE, [granted])
    const tx = { from: granted, to: other, value: '0x1' }
    const rejected = rpcCode(handler.request(SITE, { method: 'eth_sendTransaction', params: [tx] }))
    await new Promise((r) => setTimeout(r, 0))
    await handler.handleWalletMessage({ type: 'wallet_sendTransaction_rejected', id: 'req1' })
    expect(await rejected).toBe(4001)
    await handler.handleWalletMessage({ type: 'wallet_requestAccounts_done', origin: SITE, accounts: [] })
    expect(await handler.request(SITE, { method: 'eth_accounts', params: [] })).toEqual([])
    expect(await rpcCode(handler.request(SITE, { method: 'eth_sendTransaction', params: [tx] }))).toBe(4100)
  })

  it('ends a request at once when its window cannot open, and takes the next one', async () => {
    const { handler, permissions } = setup({ windows: false })
    expect(await rpcCode(handler.request(SITE, { method: 'eth_requestAccounts', params: [] }))).toBe(-32603)
    expect(await rpcCode(handler.request(SITE, { method: 'eth_requestAccounts', params: [] }))).toBe(-32603)
    await permissions.setGrantedAccounts(SITE, [granted])
    const tx = { from: granted, to: other }
    expect(await rpcCode(handler.request(SITE, { method: 'eth_sendTransaction', params: [tx] }))).toBe(-32603)
  })
})

/** Lets the handler register its pending request and open its window. */
const settle = () => new Promise((r) => setTimeout(r, 0))

const MAIL = {
  types: {
    EIP712Domain: [
      { name: 'name', type: 'string' },
      { name: 'chainId', type: 'uint256' },
    ],
    Person: [
      { name: 'name', type: 'string' },
      { name: 'wallet', type: 'address' },
    ],
    Mail: [
      { name: 'from', type: 'Person' },
      { name: 'contents', type: 'string' },
    ],
  },
  primaryType: 'Mail',
  domain: { name: 'Ether Mail', chainId: 4003 },
  message: { from: { name: 'Cow', wallet: `0x${'cd'.repeat(20)}` }, contents: 'Hello, Bob!' },
}

describe('signing requests', () => {
  it('opens a window for personal_sign of a granted account and returns the signature the account made', async () => {
    const { handler, opened, permissions } = setup()
    await permissions.setGrantedAccounts(SITE, [granted])
    const message = `0x${Buffer.from('Sign in to the test dApp').toString('hex')}`
    expect(await rpcCode(handler.request(SITE, { method: 'personal_sign', params: [message, other] }))).toBe(
      4100,
    )
    const signed = handler.request(SITE, { method: 'personal_sign', params: [message, granted] })
    await settle()
    expect(opened).toEqual(['/eip-request/req1'])
    expect(await handler.handleWalletMessage({ type: 'wallet_siteRequest_ready', id: 'req1' })).toEqual({
      origin: SITE,
      request: { method: 'personal_sign', message, address: granted },
    })
    // A second request while the window is open: -32002.
    expect(
      await rpcCode(handler.request(SITE, { method: 'personal_sign', params: [message, granted] })),
    ).toBe(-32002)
    const signature = (await new Wallet(grantedKey).signMessage('Sign in to the test dApp')) as `0x${string}`
    await handler.handleWalletMessage({ type: 'wallet_siteRequest_done', id: 'req1', signature })
    expect(await signed).toBe(signature)
    expect(verifyMessage('Sign in to the test dApp', signature)).toBe(granted)
  })

  it('reads [address, message] the other way round, as MetaMask does', async () => {
    const { handler, permissions } = setup()
    await permissions.setGrantedAccounts(SITE, [granted])
    const signed = handler.request(SITE, { method: 'personal_sign', params: [granted, 'plain text'] })
    await settle()
    expect(await handler.handleWalletMessage({ type: 'wallet_siteRequest_ready', id: 'req1' })).toMatchObject(
      {
        request: { message: 'plain text', address: granted },
      },
    )
    await handler.handleWalletMessage({ type: 'wallet_siteRequest_rejected', id: 'req1' })
    expect(await rpcCode(signed)).toBe(4001)
    // As MetaMask: a second parameter of an address's length (42 characters) keeps the standard order, so the
    // text is read as the account and refused.
    const text42 = 'A text of exactly forty-two characters....'
    expect(text42).toHaveLength(42)
    await expect(
      handler.request(SITE, { method: 'personal_sign', params: [granted, text42] }),
    ).rejects.toMatchObject({ rpcCode: -32602, message: 'Invalid params: the address must be a 0x address' })
  })

  it('never passes on a signature that is not the account’s over the shown message', async () => {
    const { handler, permissions } = setup()
    await permissions.setGrantedAccounts(SITE, [granted])
    const signed = rpcCode(handler.request(SITE, { method: 'personal_sign', params: ['0x01', granted] }))
    await settle()
    const wrong = (await new Wallet(randomKey()).signMessage(new Uint8Array([1]))) as `0x${string}`
    await handler.handleWalletMessage({ type: 'wallet_siteRequest_done', id: 'req1', signature: wrong })
    expect(await signed).toBe(-32603)
  })

  it('signs typed data; malformed typed data is -32602 naming the problem and opens no window', async () => {
    const { handler, opened, permissions } = setup()
    await permissions.setGrantedAccounts(SITE, [granted])
    const { primaryType: _, ...noPrimary } = MAIL
    await expect(
      handler.request(SITE, { method: 'eth_signTypedData_v4', params: [granted, noPrimary] }),
    ).rejects.toMatchObject({ rpcCode: -32602, message: expect.stringContaining('primaryType') })
    const badChain = { ...MAIL, domain: { ...MAIL.domain, chainId: 'four' } }
    await expect(
      handler.request(SITE, { method: 'eth_signTypedData_v4', params: [granted, JSON.stringify(badChain)] }),
    ).rejects.toMatchObject({ rpcCode: -32602, message: expect.stringContaining('domain.chainId') })
    const mismatch = { ...MAIL, message: { ...MAIL.message, cc: 'Alice' } }
    await expect(
      handler.request(SITE, { method: 'eth_signTypedData_v4', params: [granted, mismatch] }),
    ).rejects.toMatchObject({ rpcCode: -32602, message: expect.stringContaining('message.cc') })
    expect(opened).toEqual([])

    const signed = handler.request(SITE, {
      method: 'eth_signTypedData_v4',
      params: [granted, JSON.stringify(MAIL)],
    })
    await settle()
    const { EIP712Domain: _d, ...types } = MAIL.types
    const signature = (await new Wallet(grantedKey).signTypedData(
      MAIL.domain,
      types,
      MAIL.message,
    )) as `0x${string}`
    await handler.handleWalletMessage({ type: 'wallet_siteRequest_done', id: 'req1', signature })
    expect(await signed).toBe(signature)
  })

  it('refuses a closed window with 4001 and leaves nothing pending: the site may ask again', async () => {
    const { handler, opened, permissions } = setup()
    await permissions.setGrantedAccounts(SITE, [granted])
    const first = rpcCode(handler.request(SITE, { method: 'personal_sign', params: ['hi', granted] }))
    await settle()
    handler.windowClosed(1)
    expect(await first).toBe(4001)
    expect(await handler.handleWalletMessage({ type: 'wallet_siteRequest_ready', id: 'req1' })).toBeNull()
    const second = rpcCode(handler.request(SITE, { method: 'personal_sign', params: ['hi', granted] }))
    await settle()
    expect(opened).toHaveLength(2)
    await handler.handleWalletMessage({ type: 'wallet_siteRequest_rejected', id: 'req2' })
    expect(await second).toBe(4001)
  })
})

describe('networks', () => {
  it('switches to a known chain, answers 4902 for an unknown one, and -32602 for a malformed id', async () => {
    const { handler, networks } = setup()
    expect(
      await handler.request(SITE, { method: 'wallet_switchEthereumChain', params: [{ chainId: '0xfa2' }] }),
    ).toBeNull()
    expect((await networks.active()).id).toBe('testnet')
    expect(await handler.request(SITE, { method: 'eth_chainId', params: [] })).toBe('0xfa2')
    expect(
      await rpcCode(
        handler.request(SITE, { method: 'wallet_switchEthereumChain', params: [{ chainId: '0x539' }] }),
      ),
    ).toBe(4902)
    // MetaMask's message, which dApps match to offer adding the chain.
    await expect(
      handler.request(SITE, { method: 'wallet_switchEthereumChain', params: [{ chainId: '0x539' }] }),
    ).rejects.toThrow(
      'Unrecognized chain ID "0x539". Try adding the chain using wallet_addEthereumChain first.',
    )
    expect(
      await rpcCode(
        handler.request(SITE, { method: 'wallet_switchEthereumChain', params: [{ chainId: 4003 }] }),
      ),
    ).toBe(-32602)
    await handler.request(SITE, { method: 'wallet_switchEthereumChain', params: [{ chainId: '0xfa3' }] })
    expect(await handler.request(SITE, { method: 'eth_chainId', params: [] })).toBe('0xfa3')
  })

  const chain = {
    chainId: '0x539',
    chainName: 'Local test chain',
    rpcUrls: ['http://127.0.0.1:8545/'],
    nativeCurrency: { name: 'Test', symbol: 'TST', decimals: 18 },
  }

  it('refuses a chain whose RPC answers another chain id, naming both', async () => {
    const { handler, opened } = setup({ rpcChainId: 4003 })
    await expect(
      handler.request(SITE, { method: 'wallet_addEthereumChain', params: [chain] }),
    ).rejects.toMatchObject({
      rpcCode: -32602,
      message:
        'Invalid params: the RPC endpoint answers chain id 0xfa3 (4003), not the requested 0x539 (1337)',
    })
    expect(opened).toEqual([])
  })

  it('adds a chain the user confirms and makes it the active one; a rejection adds nothing', async () => {
    const { handler, networks } = setup({ rpcChainId: 1337 })
    const rejected = rpcCode(handler.request(SITE, { method: 'wallet_addEthereumChain', params: [chain] }))
    await settle()
    expect(await handler.handleWalletMessage({ type: 'wallet_siteRequest_ready', id: 'req1' })).toMatchObject(
      {
        request: {
          method: 'wallet_addEthereumChain',
          chain: { chainId: 1337, rpcUrl: 'http://127.0.0.1:8545/' },
        },
      },
    )
    await handler.handleWalletMessage({ type: 'wallet_siteRequest_rejected', id: 'req1' })
    expect(await rejected).toBe(4001)
    expect(await networks.findByChainId(1337)).toBeUndefined()

    const added = handler.request(SITE, { method: 'wallet_addEthereumChain', params: [chain] })
    await settle()
    await handler.handleWalletMessage({ type: 'wallet_siteRequest_done', id: 'req2' })
    expect(await added).toBeNull()
    expect(await networks.active()).toMatchObject({ chainId: 1337, name: 'Local test chain', apiUrls: [] })
    // Known now: adding it again only switches to it, without a window.
    await handler.request(SITE, { method: 'wallet_switchEthereumChain', params: [{ chainId: '0xfa3' }] })
    expect(await handler.request(SITE, { method: 'wallet_addEthereumChain', params: [chain] })).toBeNull()
    expect(await handler.request(SITE, { method: 'eth_chainId', params: [] })).toBe('0x539')
  })

  it('refuses a malformed chain naming the field', async () => {
    const { handler } = setup()
    await expect(
      handler.request(SITE, {
        method: 'wallet_addEthereumChain',
        params: [{ ...chain, rpcUrls: ['ftp://x'] }],
      }),
    ).rejects.toThrow('Invalid params: rpcUrls must hold an https URL (http only for localhost)')
    await expect(
      handler.request(SITE, { method: 'wallet_addEthereumChain', params: [{ ...chain, chainId: '0x0539' }] }),
    ).rejects.toThrow('chainId must be a 0x-hex string without leading zeros')
  })
})

describe('tokens and permissions', () => {
  it('asks the user to watch an ERC-20 token and answers true once confirmed', async () => {
    const { handler } = setup()
    const token = { type: 'ERC20', options: { address: other, symbol: 'GIFT', decimals: 18 } }
    const watched = handler.request(SITE, { method: 'wallet_watchAsset', params: token as never })
    await settle()
    expect(await handler.handleWalletMessage({ type: 'wallet_siteRequest_ready', id: 'req1' })).toEqual({
      origin: SITE,
      request: { method: 'wallet_watchAsset', asset: { address: other, symbol: 'GIFT', decimals: 18 } },
    })
    await handler.handleWalletMessage({ type: 'wallet_siteRequest_done', id: 'req1' })
    expect(await watched).toBe(true)
    await expect(
      handler.request(SITE, { method: 'wallet_watchAsset', params: [{ ...token, type: 'ERC721' }] }),
    ).rejects.toThrow(`Invalid params: asset type "ERC721" is not supported (only 'ERC20')`)
  })

  it('gives, requests and revokes the eth_accounts permission (EIP-2255)', async () => {
    const { handler, opened } = setup()
    expect(await handler.request(SITE, { method: 'wallet_getPermissions', params: [] })).toEqual([])
    const requested = handler.request(SITE, {
      method: 'wallet_requestPermissions',
      params: [{ eth_accounts: {} }],
    })
    await settle()
    expect(opened).toEqual([`/eip-select-accounts/${encodeURIComponent(SITE)}?request`])
    await handler.handleWalletMessage({
      type: 'wallet_requestAccounts_done',
      origin: SITE,
      accounts: [granted],
    })
    const before = Date.now()
    const [permission] = (await requested) as Record<string, unknown>[]
    // MetaMask's permission object (docs/behaviour/extension.md#metamask-sources): id, capability, invoker, caveats,
    // and the grant's creation time in ms.
    expect(Object.keys(permission ?? {})).toEqual(['id', 'parentCapability', 'invoker', 'caveats', 'date'])
    expect(permission).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      parentCapability: 'eth_accounts',
      invoker: SITE,
      caveats: [{ type: 'restrictReturnedAccounts', value: [granted] }],
      date: expect.any(Number),
    })
    expect(Math.abs((permission?.date as number) - before)).toBeLessThan(60_000)
    // The same grant answers with the same id and date every time.
    expect(await handler.request(SITE, { method: 'wallet_getPermissions', params: [] })).toEqual([permission])
    await expect(
      handler.request(SITE, { method: 'wallet_revokePermissions', params: [{ snap_dialog: {} }] }),
    ).rejects.toThrow("Invalid params: unknown permission 'snap_dialog'")
    expect(
      await handler.request(SITE, { method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] }),
    ).toBeNull()
    expect(await handler.request(SITE, { method: 'eth_accounts', params: [] })).toEqual([])
    expect(await rpcCode(handler.request(SITE, { method: 'personal_sign', params: ['hi', granted] }))).toBe(
      4100,
    )
  })
})
