// @vitest-environment node
// The screenshot audit of issue 16: every journey a person walks has its screens photographed at 1280 and 375 px by
// the e2e run. checkScreen (test/e2e/session.ts) always takes both widths; this test reads the e2e files and checks
// that each journey's screens are among the names they photograph, so a journey cannot silently lose its pictures.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { WIDTHS } from './e2e/screenshots.js'

const E2E_DIR = fileURLToPath(new URL('./e2e', import.meta.url))

/** Each journey of the issue with the screens it must have: its form, what is confirmed, and where it ends. */
const JOURNEYS: Record<string, readonly string[]> = {
  create: ['create-step-1', 'create-step-3', 'create-done'],
  restore: ['restore-wallet', 'restore-existing-account'],
  receive: ['receive'],
  send: ['send-ftm', 'send-ftm-confirmation', 'send-ftm-success', 'send-token'],
  'staking: delegate': ['staking-stake-form', 'staking-delegate-confirmation', 'staking-success'],
  'staking: claim': ['staking-claim-confirmation'],
  'staking: claim and restake': ['staking-claim-restake-confirmation'],
  'staking: lock': ['staking-lock-form', 'staking-lock-confirmation'],
  'staking: undelegate': ['staking-undelegate-form', 'staking-undelegate-confirmation'],
  'staking: withdraw': ['staking-withdraw-confirmation'],
  'staking: sFTM': ['sftm-mint-confirmation', 'sftm-repay-confirmation'],
  wrap: ['funi-wrap', 'funi-wrap-confirmation'],
  swap: ['funi-swap', 'funi-swap-confirmation'],
  liquidity: ['funi-add-liquidity', 'funi-add-liquidity-confirmation', 'funi-remove-liquidity'],
  pair: ['pair-detail'],
  fMint: ['fmint-overview', 'fmint-lock', 'fmint-lock-confirmation', 'fmint-mint', 'fmint-mint-confirmation'],
  'fMint: repay and unlock': ['fmint-repay', 'fmint-unlock'],
  governance: ['gov-proposals', 'gov-proposal-detail', 'gov-vote-confirmation', 'gov-vote-success'],
  settings: ['settings-light', 'settings-rtl'],
}

/** Every screen name the e2e files hand to checkScreen (directly or through a file's one-argument wrapper). */
function photographedScreens(): Set<string> {
  const names = new Set<string>()
  for (const file of readdirSync(E2E_DIR).filter((f) => f.endsWith('.ts'))) {
    const source = readFileSync(join(E2E_DIR, file), 'utf8')
    for (const match of source.matchAll(/check(?:Screen|Page)\(\s*(?:\w+,\s*)?'([\w-]+)'/g))
      names.add(match[1] as string)
  }
  return names
}

describe('screenshots of every journey', () => {
  it('are taken at 1280 and 375 px', () => {
    expect([...WIDTHS]).toEqual([1280, 375])
  })

  it.each(Object.entries(JOURNEYS))('%s has its screens photographed', (_journey, screens) => {
    const taken = photographedScreens()
    expect(screens.filter((s) => !taken.has(s))).toEqual([])
  })
})
