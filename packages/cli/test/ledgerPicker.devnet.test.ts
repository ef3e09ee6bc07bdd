// The Ledger picker of `ftm wallet import-ledger` at a real terminal (tmux, private server), without hardware: the
// test-only FTM_INSECURE_TEST_LEDGER_APDUS replays the first page of the software TEST device's addresses
// (test-fixtures/ledger). Its fourth address (0/3, which no other test uses) holds FTM only on this run's devnet,
// from the faucet. The balances are
// written in the decimal points of the settings (docs/behaviour/tokens-and-assets.md#number-formatting), 4 here.
import { join } from 'node:path'
import type {} from '@ftm-wallet/devnet/vitest-setup'
import { HDNodeWallet } from 'ethers'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { getBalance } from './chain.js'
import { control, createHome, expectOk, ftm, wei } from './ftm.js'
import { startTerminal, type Terminal } from './terminal.js'

const FIXTURES = new URL('../../../test-fixtures/ledger/', import.meta.url).pathname
const TEST_MNEMONIC = 'fork piece flip hero giant cat match wasp shift recipe next banner'

const devnet = inject('devnet')
let home: string
let fourth: string
let terminal: Terminal

describe('the Ledger picker at a terminal', () => {
  beforeAll(async () => {
    ;({ home } = await createHome('ledger-picker'))
    expectOk(await ftm({ home }, '--api', devnet.apiUrl, 'settings', 'set', 'fractionDigits', '4'))
    fourth = HDNodeWallet.fromPhrase(TEST_MNEMONIC, undefined, "m/44'/60'/0'/0/3").address
    await control(devnet.url, 'faucet', { address: fourth, amount: '1.23456789' })
    expect(await getBalance(devnet.apiUrl, fourth)).toBe(wei('1.23456789'))
    terminal = startTerminal({
      session: 'picker',
      width: 160,
      height: 30,
      env: {
        XDG_CONFIG_HOME: home,
        XDG_CACHE_HOME: join(home, 'cache'),
        NO_COLOR: '1',
        FTM_PASSWORD: '',
        FTM_INSECURE_TEST_LEDGER_APDUS: join(FIXTURES, 'fantom-addresses-page0.apdus'),
      },
      args: ['--api', devnet.apiUrl, 'wallet', 'import-ledger', '--name', 'Picked'],
      waitMs: 30_000,
    })
  })

  afterAll(() => {
    terminal?.close()
  })

  it("lists five addresses with their balances in the settings' decimal points, and adds the one picked", async () => {
    const shown = await terminal.waitFor(/Load Next 5/)
    // 0/3 with its 1.23456789 FTM cut to 4 decimal points; every row of the page written the same way (the first
    // address may hold what the other Ledger test of this run left there).
    expect(shown).toMatch(new RegExp(`44'/60'/0'/0/3\\s+${fourth}\\s+1\\.2345… FTM\\s*$`, 'm'))
    expect(
      shown.match(/44'\/60'\/0'\/0\/[0-4]\s+0x[0-9a-fA-F]{40}\s+[\d,]+\.\d{4}…? FTM\s*$/gm),
    ).toHaveLength(5)
    expect(shown).not.toMatch(/\d\.\d{5,}/)
    terminal.type('Down', 'Down', 'Down')
    await terminal.waitFor(/❯ 44'\/60'\/0'\/0\/3/)
    terminal.type('Enter')
    const done = await terminal.waitFor(/EXIT=\d+/)
    expect(done).toContain(`Added Picked: ${fourth} (44'/60'/0'/0/3 on the Ledger)`)
    expect(done).toMatch(/EXIT=0/)
  })
})
