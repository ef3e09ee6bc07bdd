import { readFileSync } from 'node:fs'
import { openTransportReplayer, RecordStore } from '@ledgerhq/hw-transport-mocker'
import { Transaction } from 'ethers'
import { describe, expect, it } from 'vitest'
import {
  LEDGER_FIXTURES_DIR,
  ledgerFixtureTransaction,
} from '../ledgerFantom/recordLedgerFixtures.test-util.js'
import { softwareLedgerAddress } from '../ledgerFantom/softwareLedger.test-util.js'
import { createLedgerEthSigner } from './createLedgerEthSigner.js'

// Replays test-fixtures/ledger/eth-*.apdus (recorded from the software TEST device speaking the Ethereum app's APDUs).
const replay = (name: string) =>
  openTransportReplayer(RecordStore.fromString(readFileSync(`${LEDGER_FIXTURES_DIR}${name}`, 'utf8')))
const key = { accountId: 0, addressId: 1 }
const address = softwareLedgerAddress(0, 1)

describe('Ledger Ethereum app signer (hw-app-eth, resolution null)', () => {
  it('shows the address on the device', async () => {
    const signer = createLedgerEthSigner({ transport: await replay('eth-address.apdus'), key, chainId: 4003 })
    expect(await signer.showAddress()).toBe(address)
  })

  for (const chainId of [4003, 250]) {
    it(`signs a legacy transaction on chain ${chainId} that recovers to the device address`, async () => {
      const transport = await replay(`eth-sign-${chainId}.apdus`)
      const signer = createLedgerEthSigner({ transport, key, chainId, address })
      expect([signer.kind, signer.confirmation]).toEqual(['ledgerEth', 'device'])
      const tx = Transaction.from(await signer.signTransaction(ledgerFixtureTransaction(chainId)))
      expect([tx.from, tx.chainId, tx.type]).toEqual([address, BigInt(chainId), 0])
      expect(transport.recordStore.isEmpty()).toBe(true)
    })
  }

  it("maps the app's rejection (0x6985) to 'Transaction rejected'", async () => {
    const transport = await replay('eth-sign-rejected.apdus')
    const signer = createLedgerEthSigner({ transport, key, chainId: 4003, address })
    await expect(signer.signTransaction(ledgerFixtureTransaction(4003))).rejects.toMatchObject({
      code: 'SIGNER_REJECTED',
      message: 'Transaction rejected',
    })
  })
})
