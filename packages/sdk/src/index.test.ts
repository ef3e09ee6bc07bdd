import { describe, expect, it } from 'vitest'

// The public API of @ftm-wallet/sdk by name. Adding or removing an export changes this snapshot on purpose:
// update it with `pnpm vitest run --project sdk src/index.test.ts -u` and review the diff.
describe('public API', () => {
  it('lists the exports of the browser entry', async () => {
    expect(Object.keys(await import('./index.js')).sort()).toMatchSnapshot()
  })

  it('lists the exports of the Node entry', async () => {
    expect(Object.keys(await import('./node.js')).sort()).toMatchSnapshot()
  })

  it('keeps Node-only adapters out of the browser entry', async () => {
    const names = Object.keys(await import('./index.js'))
    for (const nodeOnly of [
      'createFileStorage',
      'resolveConfigDir',
      'createNodeWallet',
      'registerNodeScrypt',
    ]) {
      expect(names).not.toContain(nodeOnly)
    }
  })
})
