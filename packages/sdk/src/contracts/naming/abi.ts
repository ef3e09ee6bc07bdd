import { Interface } from 'ethers'

/** "Rave Names" registry read functions (docs/chain-and-api.md#naming). */
export const nameRegistryAbi = [
  'function isOwnedByMapping(string name) view returns (bool)',
  'function getOwnerOfName(string name) view returns (address)',
] as const

export const nameRegistryInterface = /* @__PURE__ */ new Interface(nameRegistryAbi)

/**
 * The Unstoppable Domains ProxyReader function the wallet calls (docs/chain-and-api.md#naming), as in the ABI that
 * Unstoppable Domains publishes for its resolution library: the resolver, the owner and the values of `keys` for the
 * domain whose namehash is `tokenId`.
 */
export const unsProxyReaderAbi = [
  'function getData(string[] keys, uint256 tokenId) view returns (address resolver, address owner, string[] values)',
] as const

export const unsProxyReaderInterface = /* @__PURE__ */ new Interface(unsProxyReaderAbi)
