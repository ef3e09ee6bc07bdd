import { LEDGER_EXCHANGE_TIMEOUT } from '@ftm-wallet/sdk'
import { afterEach, describe, expect, it } from 'vitest'
import { openLedger, TEST_LEDGER_ENV } from './ledger.js'

const FIXTURES = new URL('../../../../test-fixtures/ledger/', import.meta.url).pathname

describe('openLedger', () => {
  afterEach(() => {
    delete process.env[TEST_LEDGER_ENV]
  })

  it('gives every exchange 300000 ms for the person at the device (the transports default to 30 s)', async () => {
    process.env[TEST_LEDGER_ENV] = `${FIXTURES}fantom-verify.apdus`
    const ledger = await openLedger(() => undefined)
    try {
      expect(LEDGER_EXCHANGE_TIMEOUT).toBe(300_000)
      expect((ledger.transport as unknown as { exchangeTimeout: number }).exchangeTimeout).toBe(300_000)
    } finally {
      await ledger.close()
    }
  })
})
