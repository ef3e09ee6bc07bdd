import { readFileSync } from 'node:fs'
import { openTransportReplayer, RecordStore } from '@ledgerhq/hw-transport-mocker'
import { describe, expect, it } from 'vitest'
import { createLedgerEthSigner } from '../ledgerEth/createLedgerEthSigner.js'
import { LedgerError } from './LedgerError.js'
import { initialLedgerPickerState, loadLedgerPickerPage } from './ledgerPicker.js'
import { LEDGER_FIXTURES_DIR } from './recordLedgerFixtures.test-util.js'
import { softwareLedgerAddress } from './softwareLedger.test-util.js'
import { verifyLedgerAddressWith } from './verifyLedgerAddress.js'

// The picker and the verification with another app than Fantom's: the app's own address reader is injected.
const fetchBalance = async () => ({ balance: 1n, totalBalance: 2n })
const replay = (name: string) =>
  openTransportReplayer(RecordStore.fromString(readFileSync(`${LEDGER_FIXTURES_DIR}${name}`, 'utf8')))

describe('Ledger picker with an injected address reader (Ethereum app)', () => {
  it("pages through the reader's addresses five at a time, checksummed", async () => {
    const asked: number[] = []
    const readAddress = async (key: { accountId: number; addressId: number }) => {
      asked.push(key.addressId)
      return softwareLedgerAddress(key.accountId, key.addressId).toLowerCase()
    }
    const first = await loadLedgerPickerPage(initialLedgerPickerState, { readAddress, fetchBalance })
    const second = await loadLedgerPickerPage(first, { readAddress, fetchBalance })
    expect(asked).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9])
    expect(second.rows.map((r) => r.address)).toEqual(asked.map((i) => softwareLedgerAddress(0, i)))
    expect([second.nextPage, second.error]).toEqual([2, null])
  })

  it("empties the list and keeps the reader's failure as a Ledger error", async () => {
    const readAddress = async () => {
      throw new Error('The device was unplugged')
    }
    const state = await loadLedgerPickerPage(
      { rows: [], nextPage: 3, error: null },
      { readAddress, fetchBalance },
    )
    expect([state.rows, state.nextPage]).toEqual([[], 0])
    expect(state.error).toBeInstanceOf(LedgerError)
  })

  it("verifies what the Ethereum app shows (recorded 'eth-address' exchange)", async () => {
    const key = { accountId: 0, addressId: 1 }
    const signer = createLedgerEthSigner({ transport: await replay('eth-address.apdus'), key, chainId: 4003 })
    expect(await verifyLedgerAddressWith(() => signer.showAddress(), softwareLedgerAddress(0, 1))).toEqual({
      status: 'verified',
      deviceAddress: softwareLedgerAddress(0, 1),
    })
    const again = createLedgerEthSigner({ transport: await replay('eth-address.apdus'), key, chainId: 4003 })
    expect(
      await verifyLedgerAddressWith(() => again.showAddress(), softwareLedgerAddress(0, 2)),
    ).toMatchObject({
      status: 'notVerified',
    })
  })
})
