import { readFileSync } from 'node:fs'
import { openTransportReplayer, RecordStore } from '@ledgerhq/hw-transport-mocker'
import { Transaction } from 'ethers'
import { describe, expect, it } from 'vitest'
import { createLedgerFantomSigner } from './createLedgerFantomSigner.js'
import { getFantomAppAddress, getFantomAppVersion } from './fantomApp.js'
import { initialLedgerPickerState, LEDGER_PICKER_LABELS, loadLedgerPickerPage } from './ledgerPicker.js'
import { serializeLedgerPath } from './path.js'
import {
  LEDGER_FIXTURES_DIR,
  ledgerFixtureMessage,
  ledgerFixtureTransaction,
  ledgerFixtureTypedData,
  recordLedgerFixtures,
} from './recordLedgerFixtures.test-util.js'
import { softwareLedgerAddress } from './softwareLedger.test-util.js'
import { verifyLedgerAddress } from './verifyLedgerAddress.js'
import { waitForLedger } from './waitForLedger.js'

// Every exchange below replays a recording of test-fixtures/ledger/ (made with the software TEST device).
const replay = (name: string) =>
  openTransportReplayer(RecordStore.fromString(readFileSync(`${LEDGER_FIXTURES_DIR}${name}`, 'utf8')))
const key = { accountId: 0, addressId: 1 }
const address = softwareLedgerAddress(0, 1)
const rejection = async (promise: Promise<unknown>) =>
  promise.then(
    () => expect.fail('resolved'),
    (e) => e,
  )

describe('Ledger Fantom app', () => {
  it('the committed recordings equal a fresh recording of the software device', async () => {
    for (const [name, text] of Object.entries(await recordLedgerFixtures())) {
      expect(readFileSync(`${LEDGER_FIXTURES_DIR}${name}`, 'utf8'), name).toBe(text)
    }
  })

  it('reads the app version', async () => {
    const version = await getFantomAppVersion(await replay('fantom-version.apdus'))
    expect(version).toEqual({ major: 0, minor: 1, patch: 7, development: false })
  })

  it("serializes 44'/60'/0'/0/1 as count + big-endian uint32 elements", () => {
    expect(serializeLedgerPath(key).toString('hex')).toBe('058000002c8000003c800000000000000000000001')
    expect(() => serializeLedgerPath({ accountId: 256, addressId: 0 })).toThrow(
      expect.objectContaining({ code: 'LEDGER_BAD_PATH' }),
    )
  })

  it("loads the picker's first 5 addresses with balances from the injected fetcher", async () => {
    const transport = await replay('fantom-addresses-page0.apdus')
    const fetchBalance = async (a: string) => ({ balance: BigInt(a.length), totalBalance: 7n })
    const state = await loadLedgerPickerPage(initialLedgerPickerState, { transport, fetchBalance })
    expect(state.error).toBeNull()
    expect(state.nextPage).toBe(1)
    expect(state.rows.map((r) => [r.addressId, r.address, r.balance, r.totalBalance])).toEqual(
      [0, 1, 2, 3, 4].map((i) => [i, softwareLedgerAddress(0, i), 42n, 7n]),
    )
    expect(LEDGER_PICKER_LABELS.loadNext).toBe('Load Next 5')
  })

  it('empties the picker list and keeps the error when the device is locked', async () => {
    const transport = await replay('fantom-locked.apdus')
    const before = {
      rows: [{ accountId: 0, addressId: 0, address, balance: 1n, totalBalance: 1n }],
      nextPage: 1,
      error: null,
    }
    const state = await loadLedgerPickerPage(
      { ...before, nextPage: 0 },
      { transport, fetchBalance: async () => ({ balance: 0n, totalBalance: 0n }) },
    )
    expect(state.rows).toEqual([])
    expect(state.error).toMatchObject({
      code: 'LEDGER_LOCKED',
      message: 'Please unlock the device',
      isInfo: true,
    })
    expect(state.error?.details).toEqual({ statusCode: 28169 })
  })

  it('verifies the address shown on the device', async () => {
    expect(await verifyLedgerAddress(await replay('fantom-verify.apdus'), key, address)).toEqual({
      status: 'verified',
      deviceAddress: address,
    })
    const other = softwareLedgerAddress(0, 2)
    expect(await verifyLedgerAddress(await replay('fantom-verify.apdus'), key, other)).toMatchObject({
      status: 'notVerified',
    })
  })

  it("reports 'User action rejected' when the user rejects the address on the device", async () => {
    const result = await verifyLedgerAddress(await replay('fantom-verify-rejected.apdus'), key, address)
    expect(result).toMatchObject({ status: 'error', complete: true })
    expect(result.status === 'error' && result.error).toMatchObject({
      code: 'LEDGER_REJECTED',
      message: 'User action rejected',
      details: { statusCode: 28167 },
    })
  })

  for (const chainId of [4003, 250]) {
    it(`signs in ≤ 150-byte chunks on chain ${chainId} and the signature recovers to the device address`, async () => {
      const transport = await replay(`fantom-sign-${chainId}.apdus`)
      const signer = createLedgerFantomSigner({ transport, key, chainId, address })
      expect([signer.kind, signer.confirmation]).toEqual(['ledger', 'device'])
      const raw = await signer.signTransaction(ledgerFixtureTransaction(chainId))
      const tx = Transaction.from(raw)
      expect([tx.from, tx.chainId, tx.type, tx.nonce]).toEqual([address, BigInt(chainId), 0, 12])
      expect(tx.signature?.networkV).toBe(BigInt(chainId * 2 + 35 + (tx.signature?.yParity ?? 0)))
      expect(transport.recordStore.isEmpty()).toBe(true)
    })
  }

  it("maps a rejection on the device while signing to 'Transaction rejected'", async () => {
    const transport = await replay('fantom-sign-rejected.apdus')
    const signer = createLedgerFantomSigner({ transport, key, chainId: 4003, address })
    expect(await rejection(signer.signTransaction(ledgerFixtureTransaction(4003)))).toMatchObject({
      code: 'SIGNER_REJECTED',
      message: 'Transaction rejected',
    })
  })

  it('refuses messages and typed data with a typed error that points to the Ethereum app, asking the device nothing', async () => {
    const transport = await replay('fantom-sign-4003.apdus')
    const signer = createLedgerFantomSigner({ transport, key, chainId: 4003, address })
    for (const attempt of [
      signer.signMessage(ledgerFixtureMessage),
      signer.signTypedData(ledgerFixtureTypedData(4003)),
    ]) {
      const error = await rejection(attempt)
      expect(error).toMatchObject({
        name: 'SignerError',
        code: 'SIGNER_MESSAGE_UNSUPPORTED',
        details: { use: 'ledgerEth' },
      })
      expect(error.message).toMatch(
        /^The Ledger Fantom app cannot sign messages\. Open the Ethereum app on your Ledger/,
      )
    }
    expect(transport.recordStore.passed).toBe(0)
  })

  it('refuses a transaction for another chain before talking to the device', async () => {
    const transport = await replay('fantom-sign-250.apdus')
    const signer = createLedgerFantomSigner({ transport, key, chainId: 4003, address })
    expect(await rejection(signer.signTransaction(ledgerFixtureTransaction(250)))).toMatchObject({
      code: 'SIGNER_CHAIN_MISMATCH',
    })
    expect(transport.recordStore.passed).toBe(0)
  })

  it('waits for the device while it is locked, but not when there is no transport', async () => {
    let calls = 0
    const retries: string[] = []
    const value = await waitForLedger(
      async () => {
        calls++
        if (calls < 3)
          await getFantomAppAddress(await replay('fantom-locked.apdus'), { accountId: 0, addressId: 0 })
        return getFantomAppVersion(await replay('fantom-version.apdus'))
      },
      { intervalMs: 1, onRetry: (e) => retries.push(e.code) },
    )
    expect(value.minor).toBe(1)
    expect(retries).toEqual(['LEDGER_LOCKED', 'LEDGER_LOCKED'])
    const unsupported = Object.assign(new Error('U2F not supported'), { id: 'U2FNotSupported' })
    let attempts = 0
    const error = await rejection(
      waitForLedger(
        async () => {
          attempts++
          throw unsupported
        },
        { intervalMs: 1 },
      ),
    )
    expect([error.code, attempts]).toEqual(['LEDGER_NOT_SUPPORTED', 1])
  })
})
