import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { afterAll, describe, expect, it } from 'vitest'

// Runs the README's example as written: the block between the readme-example markers, with the package
// name pointed at the sources, plus an export line so the test can check what it computed.
const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8')
const block = /<!-- readme-example:start -->\s*```ts\n([\s\S]*?)```\s*<!-- readme-example:end -->/.exec(
  readme,
)?.[1]
const file = new URL(`./.readme-example-${process.pid}.ts`, import.meta.url)

afterAll(() => {
  rmSync(file, { force: true })
})

describe('README example', () => {
  it('runs and does what its comments say', async () => {
    expect(block).toBeDefined()
    const source = `${block!.replaceAll("'@ftm-wallet/sdk'", "'../src/index.js'")}
export { account, accounts, check, privateKey, shown, wallet }
`
    writeFileSync(file, source)
    const example = await import(/* @vite-ignore */ file.href)
    expect(example.check).toMatchObject({ ok: false, code: 'PASSWORD_WEAK' })
    expect(example.wallet.mnemonic.split(' ')).toHaveLength(24)
    expect(example.wallet.keystore.crypto.kdfparams.n).toBe(2 ** 17)
    expect(example.accounts.getActiveAccount()).toMatchObject({
      address: example.wallet.address,
      name: 'Wallet 1',
    })
    expect(example.privateKey).toBe(example.wallet.privateKey)
    expect(example.shown).toBe('1,234.56…')
  })
})
