// Builds the recorded Fantom-app exchanges of test-fixtures/ledger/ by running the SDK's own protocol code against
// the software device. `pnpm exec tsx packages/sdk/src/signers/ledgerFantom/recordLedgerFixtures.test-util.ts`
// rewrites them; ledgerFantom.test.ts checks that the committed files equal a fresh recording.
import { writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
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
