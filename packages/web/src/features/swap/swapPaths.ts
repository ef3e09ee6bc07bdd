// Paths of the swap area under /funi/{address} (docs/behaviour/swap-and-liquidity.md#screens).
const base = (address: string) => `/funi/${address}`
const tail = (a?: string, b?: string) => (a ? `/${a}${b ? `/${b}` : ''}` : '')

export const swapPaths = {
  wrap: (address: string) => `${base(address)}/wrap-ftm`,
  swap: (address: string, a?: string, b?: string) => `${base(address)}/swap${tail(a, b)}`,
  pools: (address: string) => `${base(address)}/pools`,
  add: (address: string, a?: string, b?: string) => `${base(address)}/pools/add${tail(a, b)}`,
  remove: (address: string, a?: string, b?: string) => `${base(address)}/pools/remove${tail(a, b)}`,
  pair: (address: string, pairAddress: string) => `${base(address)}/pools/pair/${pairAddress}`,
}
