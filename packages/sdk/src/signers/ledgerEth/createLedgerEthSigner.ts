import { getAddress, Signature } from 'ethers'
import { assertSignerChainId } from '../assertSignerChainId.js'
import type { LedgerTransport } from '../ledgerFantom/fantomApp.js'
import { formatLedgerPath, type LedgerKeyIndex } from '../ledgerFantom/path.js'
import { toLedgerError } from '../ledgerFantom/toLedgerError.js'
import { SignerError } from '../SignerError.js'
import { createLegacyTransaction } from '../signLegacyTransaction.js'
import type { Signer, UnsignedTransaction } from '../types.js'

export interface CreateLedgerEthSignerParameters {
  /** An open `@ledgerhq/hw-transport` Transport (WebHID, node-hid, or the mocker's replayer). */
  transport: LedgerTransport
  key: LedgerKeyIndex
  /** Chain id of the connected network; other chain ids are refused. */
  chainId: number
  /** The stored account address; a signature that recovers to another address is refused. */
  address?: string
}

export interface LedgerEthSigner extends Signer {
  readonly kind: 'ledgerEth'
  showAddress(): Promise<string>
}

// Loaded on first use: hw-app-eth is large and only Ledger-Ethereum-app users need it.
async function openEthApp(transport: LedgerTransport) {
  const { default: Eth } = await import('@ledgerhq/hw-app-eth')
  return new Eth(transport as ConstructorParameters<typeof Eth>[0])
}

/**
 * Signs with the Ethereum Ledger app through `@ledgerhq/hw-app-eth`, always with `resolution: null` (blind signing,
 * no call to Ledger's servers: docs/toolchain.md#ledger-in-node).
 */
export function createLedgerEthSigner(parameters: CreateLedgerEthSignerParameters): LedgerEthSigner {
  const { transport, key, chainId } = parameters
  const path = formatLedgerPath(key)
  let known = parameters.address === undefined ? undefined : getAddress(parameters.address)
  const readAddress = async (display: boolean) => {
    const eth = await openEthApp(transport)
    try {
      return getAddress((await eth.getAddress(path, display)).address)
    } catch (error) {
      throw toLedgerError(error)
    }
  }
  return {
    kind: 'ledgerEth',
    confirmation: 'device',
    async getAddress() {
      known ??= await readAddress(false)
      return known
    },
    showAddress: () => readAddress(true),
    async signTransaction(transaction: UnsignedTransaction) {
      assertSignerChainId(transaction.chainId, chainId)
      const expected = await this.getAddress()
      const tx = createLegacyTransaction(transaction)
      const eth = await openEthApp(transport)
      let result: { v: string; r: string; s: string }
      try {
        result = await eth.signTransaction(path, tx.unsignedSerialized.slice(2), null)
      } catch (error) {
        throw toLedgerError(error, 'sign')
      }
      tx.signature = Signature.from({ r: `0x${result.r}`, s: `0x${result.s}`, v: BigInt(`0x${result.v}`) })
      if (tx.from !== expected) {
        throw new SignerError(
          'SIGNER_TRANSACTION_INVALID',
          'The Ledger signed with another key than the account',
          {
            details: { expected, signer: tx.from },
          },
        )
      }
      return tx.serialized as `0x${string}`
    },
  }
}
