import { readFile } from 'node:fs/promises'
import { describe, expect, it, vi } from 'vitest'
import { readValidators } from './readme-example.js'

// The example imports the package by name; inside its own package that name would resolve to dist/ (a build
// that may be stale), so point it at this checkout's source: the same code, not a stand-in.
vi.mock('@ftm-wallet/devnet', () => import('../../src/index.js'))

describe('README in-process example', () => {
  it('is the code shown in the README', async () => {
    const readme = await readFile(new URL('../../README.md', import.meta.url), 'utf8')
    const example = await readFile(new URL('./readme-example.ts', import.meta.url), 'utf8')
    expect(readme).toContain(`\`\`\`ts\n${example}\`\`\``)
  })

  it('runs: a devnet starts, answers and stops', async () => {
    const data = await readValidators()
    expect(data.gasPrice).toMatch(/^0x[0-9a-f]+$/)
    expect(data.stakers.length).toBeGreaterThanOrEqual(5)
    expect(data.stakers.some((s: { stakerInfo: { name: string } | null }) => s.stakerInfo?.name)).toBe(true)
  })
})
