import { readFile } from 'node:fs/promises'
import { LEDGER_EXCHANGE_TIMEOUT } from '@ftm-wallet/sdk'
import { LEDGER_MESSAGES, type LedgerTransport, waitForLedger } from '@ftm-wallet/sdk/ledger'
import { CliError } from '../errors/CliError.js'

/**
 * TEST ONLY: a file of recorded APDU exchanges (`@ledgerhq/hw-transport-mocker` RecordStore format) replayed
 * instead of a device, so tests can drive the Ledger commands without hardware.
 */
export const TEST_LEDGER_ENV = 'FTM_INSECURE_TEST_LEDGER_APDUS'

/**
 * The USB transport: an optional dependency, not bundled. Its native part (node-hid) builds at install only where the
 * libusb and libudev headers are installed; elsewhere the install goes on without it and Ledger commands say so.
 */
const NODE_HID_TRANSPORT = '@ledgerhq/hw-transport-node-hid'

interface NodeHidModule {
  default: {
    create(openTimeout?: number, listenTimeout?: number): Promise<DeviceTransport>
  }
}

/** What every `@ledgerhq/hw-transport` transport has besides the exchange (the replayer's too). */
type DeviceTransport = LedgerTransport & {
  close(): Promise<void>
  setExchangeTimeout(milliseconds: number): void
}

export interface OpenLedger {
  transport: LedgerTransport
  close(): Promise<void>
}

/**
 * docs/behaviour/signers.md#ledger-errors: one exchange may wait 300000 ms for the person at the device (reading an
 * address, confirming a transaction) before it fails; the transports' own default is 30 s.
 */
function opened(transport: DeviceTransport): OpenLedger {
  transport.setExchangeTimeout(LEDGER_EXCHANGE_TIMEOUT)
  return { transport, close: () => transport.close() }
}

/**
 * Opens the Ledger over USB (node-hid), waiting for it while it is unplugged or locked, with `onWait` told why
 * ('Please connect your ledger device and select Fantom FTM app.').
 */
export async function openLedger(onWait: (message: string) => void): Promise<OpenLedger> {
  const replay = process.env[TEST_LEDGER_ENV]
  if (replay) {
    const { openTransportReplayer, RecordStore } = await import('@ledgerhq/hw-transport-mocker')
    return opened(await openTransportReplayer(RecordStore.fromString(await readFile(replay, 'utf8'))))
  }
  let hid: NodeHidModule
  try {
    // A variable specifier: the package is optional and not part of the bundle.
    const name = NODE_HID_TRANSPORT
    hid = (await import(name)) as NodeHidModule
  } catch (cause) {
    throw new CliError(
      'LEDGER_TRANSPORT_MISSING',
      `Ledger support needs ${NODE_HID_TRANSPORT} with its native node-hid build: install the libusb and libudev headers (Debian: apt-get install libusb-1.0-0-dev libudev-dev), then reinstall ftm`,
      2,
      { cause },
    )
  }
  const transport = await waitForLedger(() => hid.default.create(3000, 3000), {
    maxAttempts: 60,
    onRetry: (error) => onWait(error.code === 'LEDGER_LOCKED' ? error.message : LEDGER_MESSAGES.connect),
  })
  return opened(transport)
}
