import { computeAddressFromPrivateKey } from '@ftm-wallet/sdk'
import { describe, expect, it } from 'vitest'
import { ProviderRpcError } from '../ProviderRpcError.js'
import { createSitePermissions } from '../sitePermissions.js'
import { createRequestHandler } from './createRequestHandler.js'

const randomKey = () => `0x${Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('hex')}`
const granted = computeAddressFromPrivateKey(randomKey())
const other = computeAddressFromPrivateKey(randomKey())
const SITE = 'http://127.0.0.1:5173'
const HASH = `0x${'cd'.repeat(32)}` as const

function setup(options: { windows?: boolean } = {}) {
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
    getChainId: async () => 4003,
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
  return { handler, opened, rpcCalls, permissions }
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
    expect(await rpcCode(handler.request(SITE, { method: 'personal_sign', params: [] }))).toBe(4200)
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
