// The Ledger libraries use Node's Buffer (docs/toolchain.md#browser-tests): give the browser one before they load.
// Imported first by ledgerDevice.ts, so it lives only in the Ledger chunk.
import { Buffer } from 'buffer'

const scope = globalThis as { Buffer?: typeof Buffer }
scope.Buffer ??= Buffer
