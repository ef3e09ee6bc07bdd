import { computeAddressFromPrivateKey } from '@ftm-wallet/sdk'
import { describe, expect, it } from 'vitest'
import { createSitePermissions, parseSiteOrigin } from './sitePermissions.js'

const randomKey = () => `0x${Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('hex')}`
const memory = () => {
  const map = new Map<string, unknown>()
  return {
    get: async (k: string) => map.get(k),
    set: async (k: string, v: unknown) => void map.set(k, v),
    map,
  }
}
const a = computeAddressFromPrivateKey(randomKey())
const b = computeAddressFromPrivateKey(randomKey())

describe('site permissions', () => {
  it('shows a site only the accounts granted to it, and nothing after a revoke', async () => {
    const store = memory()
    const permissions = createSitePermissions(store)
    await permissions.setGrantedAccounts('http://127.0.0.1:5173', [a])
    expect(await permissions.accountsFor('http://127.0.0.1:5173', [a, b])).toEqual([a])
    expect(await permissions.accountsFor('https://other.example', [a, b])).toEqual([])
    await permissions.revoke('http://127.0.0.1:5173')
    expect(await permissions.accountsFor('http://127.0.0.1:5173', [a, b])).toEqual([])
  })

  it('never returns a granted account that left the wallet, nor one injected into storage for another site', async () => {
    const store = memory()
    const permissions = createSitePermissions(store)
    await permissions.setGrantedAccounts('https://dapp.example', [a, b])
    expect(await permissions.accountsFor('https://dapp.example', [b])).toEqual([b])
    store.map.set('sitePermissions.v1', {
      'https://dapp.example': ['not-an-address', a],
      'javascript:x': [b],
    })
    expect(await permissions.accountsFor('https://dapp.example', [a, b])).toEqual([a])
  })

  it('gives a grant an id and a date, kept while the site holds a grant and forgotten with it', async () => {
    const store = memory()
    const permissions = createSitePermissions(store)
    const site = 'https://dapp.example'
    expect(await permissions.grantInfo(site)).toBeNull()
    await permissions.setGrantedAccounts(site, [a])
    const first = await permissions.grantInfo(site)
    expect(first).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), date: expect.any(Number) })
    await permissions.setGrantedAccounts(site, [a, b])
    expect(await permissions.grantInfo(site)).toEqual(first)
    await permissions.revoke(site)
    expect(await permissions.grantInfo(site)).toBeNull()
    await permissions.setGrantedAccounts(site, [b])
    expect((await permissions.grantInfo(site))?.id).not.toBe(first?.id)
    // A grant stored before grants had ids gets one when first asked, and keeps it.
    store.map.set('sitePermissions.v1', { 'https://old.example': [a] })
    const late = await permissions.grantInfo('https://old.example')
    expect(late).not.toBeNull()
    expect(await permissions.grantInfo('https://old.example')).toEqual(late)
  })

  it('accepts only bare http(s) origins', () => {
    expect(parseSiteOrigin('https://dapp.example')).toBe('https://dapp.example')
    for (const bad of [
      'https://dapp.example/path',
      'chrome-extension://abc',
      'javascript:alert(1)',
      42,
      null,
    ]) {
      expect(parseSiteOrigin(bad)).toBeNull()
    }
  })
})
