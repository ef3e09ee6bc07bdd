// @vitest-environment node
// The README's runtime config examples are real configs: each ```json block parses with the app's own parser,
// and the README names every feature the parser knows.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { DEFAULT_FEATURES, parseRuntimeConfig } from '../src/config/parseRuntimeConfig.js'

const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8')
const configs = [...readme.matchAll(/```json\n([\s\S]*?)```/g)].map((match) => JSON.parse(match[1] as string))

describe('README runtime config', () => {
  it('has config examples', () => {
    expect(configs.length).toBeGreaterThanOrEqual(3)
  })

  it('gives configs the app accepts, with the options they show', () => {
    const parsed = configs.map((config) => parseRuntimeConfig(config))
    expect(parsed[0]?.network).toMatchObject({ id: 'devnet', rpcUrl: 'http://127.0.0.1:8545/' })
    expect(parsed.some((config) => config.features.mintSFTM)).toBe(true)
    expect(parsed.some((config) => config.walletConnectProjectId === 'your-project-id')).toBe(true)
  })

  it('names every feature of the parser', () => {
    for (const feature of Object.keys(DEFAULT_FEATURES)) expect(readme).toContain(`\`${feature}\``)
  })
})
