import { HDNodeWallet } from 'ethers'
import { DEFAULT_DERIVATION_PATH } from '../../constants/limits.js'
import { ValidationError } from '../../errors/ValidationError.js'
import { toMnemonic } from './computeMnemonicSeed.js'

/** A key derived along a BIP32 path. */
export interface DerivedKey {
  /** Checksum address. */
  address: string
  /** 0x + 64 hex. */
  privateKey: string
  /** BIP32 extended private key (xprv…) of the derived node. */
  extendedKey: string
}

function derive(root: HDNodeWallet, path: string): DerivedKey {
  let node: HDNodeWallet
  try {
    node = path === 'm' ? root : root.derivePath(path)
  } catch (cause) {
    throw new ValidationError('MNEMONIC_INVALID', `Invalid derivation path ${path}`, { cause })
  }
  return { address: node.address, privateKey: node.privateKey, extendedKey: node.extendedKey }
}

/** Derives the key at `path` (default m/44'/60'/0'/0/0) from a BIP32 seed. */
export function deriveKeyFromSeed(
  seed: string | Uint8Array,
  path: string = DEFAULT_DERIVATION_PATH,
): DerivedKey {
  let root: HDNodeWallet
  try {
    root = HDNodeWallet.fromSeed(seed)
  } catch (cause) {
    throw new ValidationError('MNEMONIC_INVALID', 'Invalid seed', { cause })
  }
  return derive(root, path)
}

/** Derives the key at `path` (default m/44'/60'/0'/0/0) from a BIP39 phrase, without passphrase. */
export function deriveKeyFromMnemonic(phrase: string, path: string = DEFAULT_DERIVATION_PATH): DerivedKey {
  return deriveKeyFromSeed(toMnemonic(phrase).computeSeed(), path)
}
