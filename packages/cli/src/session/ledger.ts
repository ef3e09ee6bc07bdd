import { readFile } from 'node:fs/promises'
import { LEDGER_MESSAGES, type LedgerTransport, waitForLedger } from '@ftm-wallet/sdk'
import { CliError } from '../framework/CliError.js'

/**
 * TEST ONLY: a file of recorded APDU exchanges (`@ledgerhq/hw-transport-mocker` RecordStore format) replayed
 * instead of a device, so tests can drive the Ledger commands without hardware.
 */
export const TEST_LEDGER_ENV = 'FTM_INSECURE_TEST_LEDGER_APDUS'

/** The node-hid transport is not bundled: its native build needs libusb and libudev headers. */
const NODE_HID_TRANSPORT = '@ledgerhq/hw-transport-node-hid'

interface NodeHidModule {
  default: {
    create(
      openTimeout?: number,
      listenTimeout?: number,
    ): Promise<LedgerTransport & { close(): Promise<void> }>
  }
}

export interface OpenLedger {
  transport: LedgerTransport
  close(): Promise<void>
}

/**
 * Opens the Ledger over USB (node-hid), waiting for it while it is unplugged or locked, with `onWait` told why
 * ('Please connect your ledger device and select Fantom FTM app.').
 */
export async function openLedger(onWait: (message: string) => void): Promise<OpenLedger> {
  const replay = process.env[TEST_LEDGER_ENV]
  if (replay) {
    const { openTransportReplayer, RecordStore } = await import('@ledgerhq/hw-transport-mocker')
    const transport = await openTransportReplayer(RecordStore.fromString(await readFile(replay, 'utf8')))
    return { transport, close: () => transport.close() }
  }
  let hid: NodeHidModule
  try {
    // A variable specifier: the package is optional and not part of the bundle.
    const name = NODE_HID_TRANSPORT
    hid = (await import(name)) as NodeHidModule
  } catch (cause) {
    throw new CliError(
      'LEDGER_TRANSPORT_MISSING',
      `Ledger support needs ${NODE_HID_TRANSPORT} installed next to ftm (npm i ${NODE_HID_TRANSPORT}; its native build needs the libusb and libudev headers)`,
      2,
      { cause },
    )
  }
  const transport = await waitForLedger(() => hid.default.create(3000, 3000), {
    maxAttempts: 60,
    onRetry: (error) => onWait(error.code === 'LEDGER_LOCKED' ? error.message : LEDGER_MESSAGES.connect),
  })
  return { transport, close: () => transport.close() }
}
