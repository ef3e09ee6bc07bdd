// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildContentSecurityPolicy, cspMetaTag } from '../scripts/contentSecurityPolicy.mjs'
import { createDevnetConfig, type PreviewServer, startPreviewServer } from '../scripts/previewServer.mjs'
import { parseRuntimeConfig } from '../src/config/parseRuntimeConfig.js'

describe('preview server', () => {
  const root = mkdtempSync(join(tmpdir(), 'ftm-web-preview-'))
  let server: PreviewServer

  beforeAll(async () => {
    writeFileSync(join(root, 'index.html'), '<!doctype html><title>app</title>')
    mkdirSync(join(root, 'assets'))
    writeFileSync(join(root, 'assets', 'app.js'), 'console.log(1)')
    writeFileSync(join(root, 'config.json'), '{"networks":[{"preset":"mainnet"}]}')
    const config = createDevnetConfig({ api: 'http://127.0.0.1:9/api', rpc: 'http://127.0.0.1:8/' })
    server = await startPreviewServer({ root, config })
  })
  afterAll(async () => {
    await server.close()
    rmSync(root, { recursive: true, force: true })
  })

  it('answers /config.json with the generated devnet config, never cached', async () => {
    const res = await fetch(`${server.url}/config.json`)
    expect(res.headers.get('cache-control')).toBe('no-store')
    const config = parseRuntimeConfig(await res.json())
    expect(config.network).toMatchObject({ id: 'devnet', chainId: 4003, rpcUrl: 'http://127.0.0.1:8/' })
    expect(config.network.apiUrls).toEqual(['http://127.0.0.1:9/api'])
    // The devnet deploys the stake tokenizer and sFTM, so its config turns Mint sFTM on.
    expect(config.features.mintSFTM).toBe(true)
  })

  it('serves assets with their type and falls back to index.html for app routes', async () => {
    const js = await fetch(`${server.url}/assets/app.js`)
    expect(js.headers.get('content-type')).toContain('text/javascript')
    const route = await fetch(`${server.url}/account/0xabc/receive`)
    expect(route.status).toBe(200)
    expect(await route.text()).toContain('<title>app</title>')
  })

  it("sends the security headers: a CSP with the config's endpoints, no framing, no referrer", async () => {
    for (const path of ['/', '/config.json', '/assets/app.js', '/assets/missing.js']) {
      const res = await fetch(`${server.url}${path}`)
      expect(res.headers.get('x-frame-options')).toBe('DENY')
      expect(res.headers.get('referrer-policy')).toBe('no-referrer')
      const policy = res.headers.get('content-security-policy') ?? ''
      const directive = (name: string) =>
        policy
          .split(';')
          .map((d) => d.trim())
          .find((d) => d.startsWith(`${name} `))
      expect(directive('connect-src')).toBe("connect-src 'self' http://127.0.0.1:9 http://127.0.0.1:8")
      expect(directive('script-src')).toBe("script-src 'self' 'wasm-unsafe-eval'")
      expect(directive('frame-ancestors')).toBe("frame-ancestors 'none'")
      expect(directive('object-src')).toBe("object-src 'none'")
    }
  })

  it('answers a malformed URL with 400 and keeps serving', async () => {
    expect((await fetch(`${server.url}/%E0%A4%A`)).status).toBe(400)
    expect((await fetch(`${server.url}/assets/%zz.js`)).status).toBe(400)
    expect((await fetch(`${server.url}/assets/app.js`)).status).toBe(200)
  })

  it('answers 404 for a missing asset and never leaves the root', async () => {
    expect((await fetch(`${server.url}/assets/missing.js`)).status).toBe(404)
    expect((await fetch(`${server.url}/..%2f..%2fetc%2fpasswd`)).status).toBe(404)
  })
})

describe('preview server of a build without a generated config', () => {
  it("sends the build's <meta> connect-src with frame-ancestors, and the build keeps no inline script", async () => {
    const root = mkdtempSync(join(tmpdir(), 'ftm-web-preview-meta-'))
    const policy = buildContentSecurityPolicy({ connect: ['https://api.example', 'http://127.0.0.1:*'] })
    writeFileSync(join(root, 'index.html'), `<!doctype html><head>${cspMetaTag(policy)}</head>`)
    const server = await startPreviewServer({ root })
    try {
      const header = (await fetch(`${server.url}/`)).headers.get('content-security-policy') ?? ''
      expect(header).toContain(
        "connect-src 'self' https://api.example http://127.0.0.1:* wss://relay.walletconnect.org",
      )
      expect(header).toContain("frame-ancestors 'none'")
      expect(policy).not.toContain('frame-ancestors')
    } finally {
      await server.close()
      rmSync(root, { recursive: true, force: true })
    }
  })
})
