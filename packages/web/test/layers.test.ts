// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { checkPackage } from '../../../scripts/layers/checkLayers.mjs'

// The layers of this package are defined in scripts/layers/layers.mjs and described in docs/architecture.md.
describe('layers', () => {
  it('imports only from its own layer or lower ones and the packages it may use, in no cycle', async () => {
    expect(await checkPackage('web')).toEqual([])
  }, 60_000)
})
