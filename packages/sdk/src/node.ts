// Node-only entry of @ftm-wallet/sdk (`@ftm-wallet/sdk/node`): file storage and native scrypt. Never
// imported by browser code. Importing it registers node:crypto scrypt with ethers.
import { registerNodeScrypt } from './node/registerNodeScrypt.js'

registerNodeScrypt()

export {
  type CreateNodeWalletParameters,
  createNodeWallet,
  type NodeWallet,
} from './node/createNodeWallet.js'
export {
  type EarlyScrypt,
  nodeScrypt,
  registerNodeScrypt,
  setEarlyScrypt,
  unregisterNodeScrypt,
  warmUpSigning,
} from './node/registerNodeScrypt.js'
export {
  type CreateFileStorageParameters,
  createFileStorage,
  type ResolveConfigDirParameters,
  resolveConfigDir,
} from './storage/file/index.js'
