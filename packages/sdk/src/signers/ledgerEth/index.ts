export {
  type CreateLedgerEthSignerParameters,
  createLedgerEthSigner,
  type LedgerEthSigner,
} from './createLedgerEthSigner.js'
