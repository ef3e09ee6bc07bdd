import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { afterAll, describe, expect, it } from 'vitest'
import { balanceOf, createFundedAccount, E18, network, PASSWORD } from '../test/devnet.js'

// Runs the README's first screen (the block between the readme-tasks markers) on the run's devnet: the package
// name pointed at the sources, the network at the devnet, and the user's keystore file and password given.
const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8')
const block = /<!-- readme-tasks:start -->\s*```ts\n([\s\S]*?)```\s*<!-- readme-tasks:end -->/.exec(
  readme,
)?.[1]
const file = new URL(`./.readme-tasks-${process.pid}.ts`, import.meta.url)

afterAll(() => {
  rmSync(file, { force: true })
})

describe('README: the five most common tasks', () => {
  it('creates a wallet, opens a keystore, shows its balance, sends FTM and delegates', async () => {
    expect(block).toBeDefined()
    expect(block).toContain('const network = mainnet\n')
    const funded = await createFundedAccount(1000)
    const source = `const keystoreFile = ${JSON.stringify(JSON.stringify(funded.keystore))}
const password = ${JSON.stringify(PASSWORD)}
${block!
  .replaceAll("'@ftm-wallet/sdk'", "'./index.js'")
  .replace('const network = mainnet\n', `const network = ${JSON.stringify(network)}\n`)}
export { address, created, sent, shown, staked }
`
    writeFileSync(file, source)
    const tasks = await import(/* @vite-ignore */ file.href)
    expect(tasks.created.mnemonic.split(' ')).toHaveLength(24)
    expect(tasks.address).toBe(funded.address)
    expect(tasks.shown).toBe('1000')
    expect(tasks.sent.state).toMatchObject({ status: 'success' })
    expect(tasks.staked.state).toMatchObject({ status: 'success' })
    expect(await balanceOf(tasks.created.address)).toBe(15n * 10n ** 17n)
    expect(await balanceOf(funded.address)).toBeLessThan(1000n * E18 - 500n * E18 - 15n * 10n ** 17n)
  })
})
