import { Interface } from 'ethers'

/** "Rave Names" registry read functions (docs/chain-and-api.md#naming). */
export const nameRegistryAbi = [
  'function isOwnedByMapping(string name) view returns (bool)',
  'function getOwnerOfName(string name) view returns (address)',
] as const

export const nameRegistryInterface = /* @__PURE__ */ new Interface(nameRegistryAbi)
