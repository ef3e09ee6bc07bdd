// @vitest-environment node
// The welcome screen's JavaScript stays within its budget (docs/decisions.md#size-budgets): every script Chromium
// loads on a first visit until the welcome screen shows, each gzipped as a static server sends it, at most 200 KB —
// the measure `pnpm bench` prints as welcome-js-gzip.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { measureWelcomeJs } from '../../bench/measureWelcomeJs.js'
import { DIST_DIR } from './buildWeb.js'
import { type E2eSession, startE2eSession } from './session.js'

const BUDGET = 200 * 1024
let session: E2eSession

beforeAll(async () => {
  session = await startE2eSession()
}, 300_000)

afterAll(async () => {
  await session?.close()
})

describe('the welcome screen on a first visit', () => {
  it('loads at most 200 KB of gzipped JavaScript', async () => {
    const js = await measureWelcomeJs(session.page.context(), session.env.appUrl, DIST_DIR)
    expect(js.files.length).toBeGreaterThan(0)
    expect(js.totalGzipBytes).toBeLessThanOrEqual(BUDGET)
  }, 120_000)
})
