import { describe, expect, it } from 'vitest'
import { loadRuntimeConfig } from './loadRuntimeConfig.js'
import { RuntimeConfigError } from './parseRuntimeConfig.js'

// A Response is what a real server answers; fetch itself is replaced only to serve these bodies.
const serve = (body: unknown, status = 200) =>
  (async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch

describe('loadRuntimeConfig', () => {
  it('reads the features of the served config.json', async () => {
    const json = { networks: [{ preset: 'devnet' }], features: { mintSFTM: true } }
    expect((await loadRuntimeConfig('/config.json', serve(json))).features).toEqual({ mintSFTM: true })
    const plain = { networks: [{ preset: 'devnet' }] }
    expect((await loadRuntimeConfig('/config.json', serve(plain))).features.mintSFTM).toBe(false)
  })

  it('fails with a RuntimeConfigError on a bad feature or a failed answer', async () => {
    const bad = { networks: [{ preset: 'devnet' }], features: { mintSFTM: 1 } }
    await expect(loadRuntimeConfig('/config.json', serve(bad))).rejects.toThrow(
      new RuntimeConfigError('features.mintSFTM must be true or false'),
    )
    await expect(loadRuntimeConfig('/config.json', serve({}, 404))).rejects.toThrow(
      new RuntimeConfigError('/config.json answered 404'),
    )
  })
})
