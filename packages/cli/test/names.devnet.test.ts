// `ftm send --to NAME` through both naming services on the devnet (docs/chain-and-api.md#naming): its Unstoppable
// Domains reader first (carol.crypto), then its name registry (dave.crypto, which the reader does not know); the
// transfers are mined to the owners the devnet's deployment names.
import type {} from '@ftm-wallet/devnet/vitest-setup'
import { beforeAll, describe, expect, inject, it } from 'vitest'
import { getBalance } from './chain.js'
import { createFundedWallet, createHome, expectOk, ftm as runFtm } from './ftm.js'

const devnet = inject('devnet')
const api = devnet.apiUrl
const E18 = 10n ** 18n

let home: string
let passwordFile: string
const ftm = (...args: string[]) => runFtm({ home }, '--api', api, ...args)

async function sendOneTo(name: string, owner: string) {
  const before = await getBalance(api, owner)
  const run = expectOk(
    await ftm('send', '--to', name, '--amount', '1', '--yes', '--password-file', passwordFile, '--json'),
  )
  expect(run.json<{ ok: boolean }>()).toMatchObject({ ok: true })
  expect((await getBalance(api, owner)) - before).toBe(E18)
}

describe('ftm send to a name: Unstoppable Domains first, then the name registry', () => {
  beforeAll(async () => {
    ;({ home, passwordFile } = await createHome('send-names'))
    await createFundedWallet(ftm, { home, passwordFile, name: 'Names', devnetUrl: devnet.url, amount: 5 })
  })

  it('sends to carol.crypto, a domain only the Unstoppable Domains reader knows', async () => {
    const carol = devnet.deployment.unstoppableDomains?.find((d) => d.domain === 'carol.crypto')?.owner ?? ''
    expect(carol).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(devnet.deployment.names.some((n) => n.name === 'CAROL.CRYPTO')).toBe(false)
    await sendOneTo('carol.crypto', carol)
  })

  it('sends to dave.crypto, which the reader does not know: the name registry answers', async () => {
    const dave = devnet.deployment.names.find((n) => n.name === 'DAVE.CRYPTO')?.owner ?? ''
    expect(dave).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(devnet.deployment.unstoppableDomains?.some((d) => d.domain === 'dave.crypto')).toBe(false)
    await sendOneTo('dave.crypto', dave)
  })
})
