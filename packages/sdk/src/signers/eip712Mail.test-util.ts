// The "Mail" example of the EIP-712 specification and its published values, read from
// test-fixtures/vectors/eip712-mail.json (which names its source).
import { verifyTypedData } from 'viem'
import { loadVector } from '../../test/loadVector.js'

const vector = loadVector<{
  typedData: {
    types: Record<'EIP712Domain' | 'Person' | 'Mail', { name: string; type: string }[]>
    primaryType: 'Mail'
    domain: { name: string; version: string; chainId: number; verifyingContract: string }
    message: Record<string, unknown>
  }
  published: {
    domainSeparator: string
    messageHash: string
    digest: string
    signer: string
    v: number
    r: string
    s: string
  }
}>('eip712-mail.json')

/** The example's typed data as a dApp sends it to `eth_signTypedData_v4`. */
export const EIP712_MAIL = vector.typedData

/** The values the specification's example publishes for EIP712_MAIL (the signer "Cow": key keccak256("cow")). */
export const EIP712_MAIL_PUBLISHED = vector.published

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
