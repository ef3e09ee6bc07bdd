import { getAddress, Signature } from 'ethers'
import { assertSignerChainId } from '../assertSignerChainId.js'
import type { LedgerTransport } from '../ledgerFantom/fantomApp.js'
import { formatLedgerPath, type LedgerKeyIndex } from '../ledgerFantom/path.js'
import { toLedgerError } from '../ledgerFantom/toLedgerError.js'
import { checkedSignature, hashPersonalMessage, messageHex } from '../message.js'
import { SIGNATURE_REJECTED_MESSAGE, SignerError } from '../SignerError.js'
import { createLegacyTransaction } from '../signLegacyTransaction.js'
import { prepareTypedData } from '../typedData.js'
import type { MessageSigner, UnsignedTransaction } from '../types.js'

export interface CreateLedgerEthSignerParameters {
  /** An open `@ledgerhq/hw-transport` Transport (WebHID, node-hid, or the mocker's replayer). */
  transport: LedgerTransport
  key: LedgerKeyIndex
  /** Chain id of the connected network; other chain ids are refused. */
  chainId: number
  /** The stored account address; a signature that recovers to another address is refused. */
  address?: string
}

export interface LedgerEthSigner extends MessageSigner {
  readonly kind: 'ledgerEth'
  showAddress(): Promise<string>
}

// Loaded on first use: hw-app-eth is large and only Ledger-Ethereum-app users need it.
async function openEthApp(transport: LedgerTransport) {
  const { default: Eth } = await import('@ledgerhq/hw-app-eth')
  return new Eth(transport as ConstructorParameters<typeof Eth>[0])
}

/** A rejection on the device while signing a message says 'Signature rejected', not 'Transaction rejected'. */
function toMessageSigningError(error: unknown) {
  const mapped = toLedgerError(error, 'sign')
  return mapped instanceof SignerError && mapped.code === 'SIGNER_REJECTED'
    ? new SignerError('SIGNER_REJECTED', SIGNATURE_REJECTED_MESSAGE, {
        cause: error,
        details: mapped.details,
      })
    : mapped
}

/**
 * Signs with the Ethereum Ledger app through `@ledgerhq/hw-app-eth`, always with `resolution: null` (blind signing,
 * no call to Ledger's servers: docs/toolchain.md#ledger-in-node). Messages go through the app's personal-message
 * command (`signPersonalMessage`, INS 0x08); typed data through its EIP-712 hashed command
 * (`signEIP712HashedMessage`, INS 0x0C): the wallet computes the domain separator and the message hash, which every
 * Ethereum app version (Nano S included) signs and which needs no filters from Ledger's servers, unlike
 * `signEIP712Message` (docs/behaviour/signers.md#message-signing).
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
    async signMessage(message) {
      const hex = messageHex(message)
      if (hex === '0x') {
        // hw-app-eth sends no APDU for zero bytes and fails on the missing reply.
        throw new SignerError('SIGNER_MESSAGE_INVALID', 'A Ledger cannot sign an empty message', {
          details: { field: 'message' },
        })
      }
      const expected = await this.getAddress()
      const eth = await openEthApp(transport)
      let result: { v: number; r: string; s: string }
      try {
        result = await eth.signPersonalMessage(path, hex.slice(2))
      } catch (error) {
        throw toMessageSigningError(error)
      }
      return checkedSignature(hashPersonalMessage(message), result, expected)
    },
    async signTypedData(input, options = {}) {
      const { domainSeparator, messageHash, digest } = prepareTypedData(
        input,
        chainId,
        options.confirmedChainId,
      )
      const expected = await this.getAddress()
      const eth = await openEthApp(transport)
      let result: { v: number; r: string; s: string }
      try {
        result = await eth.signEIP712HashedMessage(path, domainSeparator.slice(2), messageHash.slice(2))
      } catch (error) {
        throw toMessageSigningError(error)
      }
      return checkedSignature(digest, result, expected)
    },
  }
}
