// The "Mail" example of the EIP-712 specification and its published hashes: https://eips.ethereum.org/EIPS/eip-712
// (the reference implementation assets/eip-712/Example.js of github.com/ethereum/EIPs, whose test prints these
// values; the signature is by the key keccak256("cow"), the example's signer "Cow").
import { verifyTypedData } from 'viem'

/** The example's typed data as a dApp sends it to `eth_signTypedData_v4`. */
export const EIP712_MAIL = {
  types: {
    EIP712Domain: [
      { name: 'name', type: 'string' },
      { name: 'version', type: 'string' },
      { name: 'chainId', type: 'uint256' },
      { name: 'verifyingContract', type: 'address' },
    ],
    Person: [
      { name: 'name', type: 'string' },
      { name: 'wallet', type: 'address' },
    ],
    Mail: [
      { name: 'from', type: 'Person' },
      { name: 'to', type: 'Person' },
      { name: 'contents', type: 'string' },
    ],
  },
  primaryType: 'Mail',
  domain: {
    name: 'Ether Mail',
    version: '1',
    chainId: 1,
    verifyingContract: '0xCcCCccccCCCCcCCCCCCcCcCccCcCCCcCcccccccC',
  },
  message: {
    from: { name: 'Cow', wallet: '0xCD2a3d9F938E13CD947Ec05AbC7FE734Df8DD826' },
    to: { name: 'Bob', wallet: '0xbBbBBBBbbBBBbbbBbbBbbbbBBbBbbbbBbBbbBBbB' },
    contents: 'Hello, Bob!',
  },
} as const

/** The values the specification's example publishes for EIP712_MAIL. */
export const EIP712_MAIL_PUBLISHED = {
  domainSeparator: '0xf2cee375fa42b42143804025fc449deafd50cc031ca257e0b194a650a912090f',
  messageHash: '0xc52c0ee5d84264471806290a3f2c4cecfc5490626bf912d01f240d7a274b371e',
  digest: '0xbe609aee343fb3c4b28e1df9e632fca64fcfaede20f02e86244efddf30957bd2',
  /** The signer "Cow": private key keccak256(utf8 "cow"), address 0xCD2a…D826. */
  signer: '0xCD2a3d9F938E13CD947Ec05AbC7FE734Df8DD826',
  v: 28,
  r: '0x4355c47d63924e8a72e509b65029052eb6c299d53a04e167c5775fd466751c9d',
  s: '0x07299936d304c153f6443dfa05f40ff007d72911b6f72307f996231605b91562',
} as const

/** EIP712_MAIL with another domain chain id (for signers connected to Fantom networks). */
export const eip712MailOn = (chainId: number | string) => ({
  ...EIP712_MAIL,
  domain: { ...EIP712_MAIL.domain, chainId },
})

/**
 * viem's `verifyTypedData` on typed data as a dApp sends it (viem's types want the chain id as a bigint once
 * `EIP712Domain` is declared; at run time it takes a number as well).
 */
export function viemVerifyTypedData(typedData: object, address: string, signature: `0x${string}`) {
  return verifyTypedData({ ...typedData, address, signature } as unknown as Parameters<
    typeof verifyTypedData
  >[0])
}
