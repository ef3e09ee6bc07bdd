// ftm approvals on the devnet (docs/behaviour/approvals.md): the allowance a swap left is listed (--json too), a second
// swap within it skips Allow and says so, and `approvals revoke` sets it to 0. The listed amount follows the decimal
// points of the settings (docs/behaviour/tokens-and-assets.md#number-formatting).
import type {} from '@ftm-wallet/devnet/vitest-setup'
import { formatTokenValue } from '@ftm-wallet/sdk'
import { beforeAll, describe, expect, inject, it } from 'vitest'
import { atDecimalPoints, createFundedWallet, createHome, expectOk, ftm as runFtm, swapArgs } from './ftm.js'

const devnet = inject('devnet')
const api = devnet.apiUrl

let home: string
let passwordFile: string
const ftm = (...args: string[]) => runFtm({ home }, '--api', api, ...args)
const pw = () => ['--password-file', passwordFile]

interface Listed {
  allowances: { symbol: string; spenderName: string; allowance: string }[]
}

describe('ftm approvals', () => {
  beforeAll(async () => {
    ;({ home, passwordFile } = await createHome('approvals'))
    await createFundedWallet(ftm, { home, passwordFile, name: 'Trader', devnetUrl: devnet.url, amount: 200 })
    expectOk(await ftm('wrap', '--amount', '50', '--yes', ...pw()))
  })

  it('lists the allowance a swap left, skips Allow within it, and revokes it', async () => {
    expect(expectOk(await ftm('approvals', 'list', '--json')).json<Listed>().allowances).toEqual([])
    // Buying an exact 1 FUSD allows the most it may cost (slippage 5 %); what it did not cost stays allowed.
    const bought = expectOk(
      await ftm(...swapArgs('WFTM', 'FUSD', '1', '--exact-out', '--slippage', '5', '--yes', ...pw())),
    )
    expect(`${bought.stdout}${bought.stderr}`).toMatch(/✔ Allow/)
    const listed = expectOk(await ftm('approvals', 'list', '--json')).json<Listed>().allowances
    expect(listed).toEqual([expect.objectContaining({ symbol: 'WFTM', spenderName: 'Swap router' })])
    expect(BigInt(listed[0]?.allowance ?? '0')).toBeGreaterThan(0n)
    expect(expectOk(await ftm('approvals', 'list')).stdout).toMatch(
      /WFTM\s+Swap router \(0x[0-9a-fA-F]{40}\)/,
    )
    // What the swap did not spend is a long fraction: written in the settings' decimal points (2, then 4), cut.
    const allowed = BigInt(listed[0]?.allowance ?? '0')
    const shown = (places: number) => formatTokenValue(allowed, { decimals: 18, displayDecimals: places })
    expect(shown(4)).toMatch(/^\d+\.\d{4}…$/)
    expect(expectOk(await ftm('approvals', 'list')).stdout).toMatch(
      new RegExp(`\\)\\s+${shown(2).replace('.', '\\.')} WFTM\\s*$`, 'm'),
    )
    await atDecimalPoints(ftm, async () => {
      const four = expectOk(await ftm('approvals', 'list')).stdout
      expect(four).toMatch(new RegExp(`\\)\\s+${shown(4).replace('.', '\\.')} WFTM\\s*$`, 'm'))
      expect(four).not.toMatch(/\.\d{5,}/)
    })

    // Sell a sliver of WFTM: the allowance covers it, so the plan has no Allow step and says so.
    const sliver = expectOk(
      await ftm(...swapArgs('WFTM', 'FUSD', '0.000001', '--slippage', '5', '--yes', ...pw(), '--json')),
    )
    expect(`${sliver.stdout}${sliver.stderr}`).toContain(
      'Allow skipped: the existing allowance already covers this amount',
    )
    expect(sliver.json<{ steps: { step: string }[] }>().steps.map((s) => s.step)).toEqual(['Trade'])

    expectOk(await ftm('approvals', 'revoke', 'WFTM', 'router', '--yes', ...pw()))
    expect(expectOk(await ftm('approvals', 'list', '--json')).json<Listed>().allowances).toEqual([])
    // Nothing left to revoke: refused before anything is signed.
    const again = await ftm('approvals', 'revoke', 'WFTM', 'router', '--yes', ...pw())
    expect(again.status).toBe(2)
    expect(again.stderr).toContain('Nothing to revoke: this allowance is already 0')
  })
})
