import type { Command } from 'commander'
import { defineGroup, defineLeaf } from '../invocation/define.js'

/** `ftm sign message|typed-data` and `ftm verify` (docs/behaviour/signers.md#signing-from-the-command-line). */
export function registerSignCommands(program: Command): void {
  const sign = defineGroup(
    program,
    'sign',
    'sign a message (personal_sign) or EIP-712 typed data with your account',
  )
  defineLeaf(sign, {
    name: 'message [text]',
    description: 'sign a message as personal_sign does (EIP-191): TEXT as UTF-8, or --hex bytes, or a file',
    examples: [
      'sign message "I own this address" --yes --password-file pw.txt',
      'sign message 0x48656c6c6f --hex --json',
      'sign message --file statement.txt',
    ],
    options: (c) =>
      c
        .option('--hex', 'TEXT is 0x-hex bytes, signed as those bytes')
        .option('--file <file>', 'sign the bytes of this file'),
    load: () => import('./sign/message.js'),
  })
  defineLeaf(sign, {
    name: 'typed-data',
    description: 'sign EIP-712 typed data (eth_signTypedData_v4) read from a JSON file',
    examples: [
      'sign typed-data --file permit.json',
      'sign typed-data --file order.json --confirm-chain 1 --json',
    ],
    options: (c) =>
      c
        .option('--file <file>', 'the typed data: {types, primaryType, domain, message} as JSON')
        .option(
          '--confirm-chain <id>',
          "sign although the domain's chain id is this one, not the network's (confirms the mismatch)",
        ),
    load: () => import('./sign/typedData.js'),
  })
  defineLeaf(program, {
    name: 'verify [text]',
    description: 'print the address that signed a message or typed data, and whether it is --address',
    examples: [
      'verify "I own this address" --signature 0x… --address 0x5aAe…',
      'verify --typed-data permit.json --signature 0x… --json',
    ],
    options: (c) =>
      c
        .option('--signature <hex>', 'the 65-byte signature (r, s, v) as 0x-hex')
        .option('--hex', 'TEXT is 0x-hex bytes')
        .option('--file <file>', 'the message is the bytes of this file')
        .option('--typed-data <file>', 'the signature is of this EIP-712 typed data (JSON)')
        .option('--address <address>', 'the expected signer: exit 1 when another address signed'),
    load: () => import('./sign/verify.js'),
  })
}
