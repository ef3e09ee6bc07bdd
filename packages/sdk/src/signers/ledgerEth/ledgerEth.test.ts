import { readFileSync } from 'node:fs'
import { openTransportReplayer, RecordStore } from '@ledgerhq/hw-transport-mocker'
import { Transaction } from 'ethers'
import { verifyMessage } from 'viem'
import { describe, expect, it } from 'vitest'
import { viemVerifyTypedData } from '../eip712Mail.test-util.js'
import {
  LEDGER_FIXTURES_DIR,
  ledgerFixtureMessage,
  ledgerFixtureTransaction,
  ledgerFixtureTypedData,
} from '../ledgerFantom/recordLedgerFixtures.test-util.js'
import { softwareLedgerAddress } from '../ledgerFantom/softwareLedger.test-util.js'
import { createLedgerEthSigner } from './createLedgerEthSigner.js'

// Replays test-fixtures/ledger/eth-*.apdus (recorded from the software TEST device speaking the Ethereum app's APDUs;
// ledgerFantom.test.ts checks that every committed recording equals a fresh one). Message and typed-data signatures
// are checked with viem, independently of the ethers code that computes the hashes the device signs.
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

  it('signs a personal message in two chunks; viem verifies it against the device address', async () => {
    const transport = await replay('eth-personal-sign.apdus')
    const signer = createLedgerEthSigner({ transport, key, chainId: 4003, address })
    const signature = await signer.signMessage(ledgerFixtureMessage)
    expect(new TextEncoder().encode(ledgerFixtureMessage).length).toBeGreaterThan(150)
    expect(
      await verifyMessage({ address: address as `0x${string}`, message: ledgerFixtureMessage, signature }),
    ).toBe(true)
    expect(transport.recordStore.isEmpty()).toBe(true)
  })

  it('signs typed data with the EIP-712 hashed command; viem verifies it against the device address', async () => {
    const transport = await replay('eth-typed-data-4003.apdus')
    const signer = createLedgerEthSigner({ transport, key, chainId: 4003, address })
    const typedData = ledgerFixtureTypedData(4003)
    const signature = await signer.signTypedData(typedData)
    expect(await viemVerifyTypedData(typedData, address as `0x${string}`, signature)).toBe(true)
    expect(transport.recordStore.isEmpty()).toBe(true)
  })

  it("maps a rejection of a message or typed data on the device to 'Signature rejected'", async () => {
    for (const [file, sign] of [
      [
        'eth-personal-sign-rejected.apdus',
        (s: ReturnType<typeof createLedgerEthSigner>) => s.signMessage(ledgerFixtureMessage),
      ],
      [
        'eth-typed-data-rejected.apdus',
        (s: ReturnType<typeof createLedgerEthSigner>) => s.signTypedData(ledgerFixtureTypedData(4003)),
      ],
    ] as const) {
      const signer = createLedgerEthSigner({ transport: await replay(file), key, chainId: 4003, address })
      await expect(sign(signer), file).rejects.toMatchObject({
        code: 'SIGNER_REJECTED',
        message: 'Signature rejected',
        details: { statusCode: 0x6985 },
      })
    }
  })

  it('refuses typed data for another chain, or malformed, before talking to the device', async () => {
    const transport = await replay('eth-typed-data-4003.apdus')
    const signer = createLedgerEthSigner({ transport, key, chainId: 250, address })
    await expect(signer.signTypedData(ledgerFixtureTypedData(4003))).rejects.toMatchObject({
      code: 'SIGNER_CHAIN_MISMATCH',
    })
    await expect(
      signer.signTypedData({ ...ledgerFixtureTypedData(250), primaryType: 'Letter' }),
    ).rejects.toMatchObject({
      code: 'SIGNER_TYPED_DATA_INVALID',
    })
    expect(transport.recordStore.passed).toBe(0)
  })

  it('a signature that recovers to another address than the account is refused', async () => {
    const transport = await replay('eth-personal-sign.apdus')
    const other = softwareLedgerAddress(0, 2)
    const signer = createLedgerEthSigner({ transport, key, chainId: 4003, address: other })
    await expect(signer.signMessage(ledgerFixtureMessage)).rejects.toMatchObject({
      code: 'SIGNER_SIGNATURE_INVALID',
      details: { expected: other, signer: address },
    })
  })
})
