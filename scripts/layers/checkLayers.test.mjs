import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { checkLayers } from './checkLayers.mjs'
import { packages } from './layers.mjs'

const fixture = new URL('../../test-fixtures/layers/', import.meta.url).pathname

describe('checkLayers', () => {
  it('finds each planted problem of the fixture package and nothing in the imports that keep the rules', async () => {
    const problems = await checkLayers({
      dir: fixture,
      uses: ['sdk'],
      layers: [
        { name: 'low', holds: ['low/'], about: '' },
        { name: 'high', holds: ['high/'], about: '' },
      ],
    })
    expect(problems).toEqual([
      'cycle: src/low/cycleA.ts → src/low/cycleB.ts → src/low/cycleA.ts',
      'in no layer: src/stray/lost.ts (place its folder in scripts/layers/layers.mjs)',
      'package not used here: src/low/usesWeb.ts → @ftm-wallet/web',
      'test helper used by source: src/low/usesHelper.ts → src/low/helper.test-util.ts',
      'up from low: src/low/raised/lifted.ts → src/high/top.ts',
      'up from low: src/low/up.ts → src/high/top.ts',
    ])
  }, 60_000)

  it('accepts what the definition allows: another package, a folder placed in a layer, a deeper folder placed higher', async () => {
    const problems = await checkLayers({
      dir: fixture,
      uses: ['web'],
      layers: [
        { name: 'low', holds: ['low/', 'stray/'], about: '' },
        { name: 'high', holds: ['high/', 'low/raised/'], about: '' },
      ],
    })
    expect(problems).toEqual([
      'cycle: src/low/cycleA.ts → src/low/cycleB.ts → src/low/cycleA.ts',
      'test helper used by source: src/low/usesHelper.ts → src/low/helper.test-util.ts',
      'up from low: src/low/up.ts → src/high/top.ts',
    ])
  }, 60_000)
})

describe('docs/architecture.md', () => {
  const doc = readFileSync(new URL('../../docs/architecture.md', import.meta.url), 'utf8')
  for (const [name, { layers }] of Object.entries(packages)) {
    it(`lists the layers of ${name} as layers.mjs defines them`, () => {
      const section = doc
        .split(/^## /m)
        .find((part) => part.startsWith(`${name}\n`) || part.startsWith(`${name} `))
      expect(section, `a section '## ${name}'`).toBeDefined()
      const rows = section
        .split('\n')
        .filter((line) => /^\| \d+ \|/.test(line))
        .map((line) => line.split('|').map((cell) => cell.trim()))
      expect(rows.map((cells) => cells[2])).toEqual(layers.map((layer) => layer.name))
      for (const [index, layer] of layers.entries()) {
        const holds = [...(rows[index]?.[3] ?? '').matchAll(/`([^`]+)`/g)].map((match) => match[1])
        expect(holds).toEqual(layer.holds)
      }
    })
  }
})
