// Builds the recorded Fantom-app exchanges of test-fixtures/ledger/ by running the SDK's own protocol code against
// the software device. `pnpm exec tsx packages/sdk/src/signers/ledgerFantom/recordLedgerFixtures.test-util.ts`
// rewrites them; ledgerFantom.test.ts checks that the committed files equal a fresh recording.
import { writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { eip712MailOn } from '../eip712Mail.test-util.js'
import { createLedgerEthSigner } from '../ledgerEth/createLedgerEthSigner.js'
import type { UnsignedTransaction } from '../types.js'
import { createLedgerFantomSigner } from './createLedgerFantomSigner.js'
import { getFantomAppAddress, getFantomAppVersion } from './fantomApp.js'
import {
  SoftwareLedgerTransport,
  type SoftwareLedgerUser,
  softwareLedgerAddress,
} from './softwareLedger.test-util.js'

export const LEDGER_FIXTURES_DIR = fileURLToPath(
  new URL('../../../../../test-fixtures/ledger/', import.meta.url),
)

/** The transaction the signing recordings sign: 200 bytes of data, so the RLP goes in two chunks. */
export function ledgerFixtureTransaction(chainId: number): UnsignedTransaction {
  return {
    to: '0xFC00FACE00000000000000000000000000000000',
    value: 1_500_000_000_000_000_000n,
    data: `0x${'a9'.repeat(200)}`,
    nonce: 12n,
    gasPrice: 2_000_000_000n,
    gasLimit: 250_000n,
    chainId,
  }
}

/**
 * The message the personal-message recordings sign: UTF-8 text of more than 150 bytes, so it goes in two chunks
 * (the first carries the path and the length).
 */
export const ledgerFixtureMessage = `fantom.example wants you to sign in with your account:
${'0x'.padEnd(42, '0')}

Ünïcödé text, to check the bytes are UTF-8. This sign-in request is only a test fixture; nothing is granted.

Nonce: 7f3c1a92`

/** The typed data the EIP-712 recordings sign: the EIP-712 specification's Mail example on the given chain. */
export const ledgerFixtureTypedData = (chainId: number) => eip712MailOn(chainId)

const key = { accountId: 0, addressId: 1 }

async function record(
  user: SoftwareLedgerUser,
  run: (t: SoftwareLedgerTransport) => Promise<unknown>,
  app: 'fantom' | 'ethereum' = 'fantom',
) {
  const transport = new SoftwareLedgerTransport(user, app)
  await run(transport).catch(() => undefined) // rejections and lock are what those recordings are about
  return `${transport.log.join('\n')}\n`
}

const signer = (transport: SoftwareLedgerTransport, chainId: number) =>
  createLedgerFantomSigner({ transport, key, chainId, address: softwareLedgerAddress(0, 1) })

const ethSigner = (transport: SoftwareLedgerTransport, chainId: number) =>
  createLedgerEthSigner({ transport, key, chainId, address: softwareLedgerAddress(0, 1) })

/** Every recording by file name. */
export async function recordLedgerFixtures(): Promise<Record<string, string>> {
  return {
    'fantom-version.apdus': await record('approve', (t) => getFantomAppVersion(t)),
    'fantom-addresses-page0.apdus': await record('approve', async (t) => {
      for (let addressId = 0; addressId < 5; addressId++)
        await getFantomAppAddress(t, { accountId: 0, addressId })
    }),
    'fantom-address-silent.apdus': await record('approve', (t) => getFantomAppAddress(t, key)),
    'fantom-verify.apdus': await record('approve', (t) => getFantomAppAddress(t, key, { display: true })),
    'fantom-verify-rejected.apdus': await record('reject', (t) =>
      getFantomAppAddress(t, key, { display: true }),
    ),
    'fantom-sign-4003.apdus': await record('approve', (t) =>
      signer(t, 4003).signTransaction(ledgerFixtureTransaction(4003)),
    ),
    'fantom-sign-250.apdus': await record('approve', (t) =>
      signer(t, 250).signTransaction(ledgerFixtureTransaction(250)),
    ),
    'fantom-sign-rejected.apdus': await record('reject', (t) =>
      signer(t, 4003).signTransaction(ledgerFixtureTransaction(4003)),
    ),
    'eth-address.apdus': await record('approve', (t) => ethSigner(t, 4003).showAddress(), 'ethereum'),
    'eth-sign-4003.apdus': await record(
      'approve',
      (t) => ethSigner(t, 4003).signTransaction(ledgerFixtureTransaction(4003)),
      'ethereum',
    ),
    'eth-sign-250.apdus': await record(
      'approve',
      (t) => ethSigner(t, 250).signTransaction(ledgerFixtureTransaction(250)),
      'ethereum',
    ),
    'eth-sign-rejected.apdus': await record(
      'reject',
      (t) => ethSigner(t, 4003).signTransaction(ledgerFixtureTransaction(4003)),
      'ethereum',
    ),
    'eth-address-silent.apdus': await record(
      'approve',
      (t) => createLedgerEthSigner({ transport: t, key, chainId: 4003 }).getAddress(),
      'ethereum',
    ),
    'eth-personal-sign.apdus': await record(
      'approve',
      (t) => ethSigner(t, 4003).signMessage(ledgerFixtureMessage),
      'ethereum',
    ),
    'eth-personal-sign-rejected.apdus': await record(
      'reject',
      (t) => ethSigner(t, 4003).signMessage(ledgerFixtureMessage),
      'ethereum',
    ),
    'eth-typed-data-4003.apdus': await record(
      'approve',
      (t) => ethSigner(t, 4003).signTypedData(ledgerFixtureTypedData(4003)),
      'ethereum',
    ),
    'eth-typed-data-rejected.apdus': await record(
      'reject',
      (t) => ethSigner(t, 4003).signTypedData(ledgerFixtureTypedData(4003)),
      'ethereum',
    ),
    'fantom-locked.apdus': await record('locked', (t) =>
      getFantomAppAddress(t, { accountId: 0, addressId: 0 }),
    ),
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const [name, text] of Object.entries(await recordLedgerFixtures())) {
    writeFileSync(`${LEDGER_FIXTURES_DIR}${name}`, text)
  }
}
