import type { Command } from 'commander'
import { defineGroup, defineLeaf } from '../invocation/define.js'

export function registerWalletCommands(program: Command): void {
  const wallet = defineGroup(
    program,
    'wallet',
    'create, restore and manage the wallets kept in the config dir',
  )
  defineLeaf(wallet, {
    name: 'create',
    description:
      'create a wallet (24-word recovery phrase, typed back in order at a terminal; keystore encrypted with your password)',
    examples: [
      'wallet create --name Savings',
      'wallet create --name Bot --password-file pw.txt --mnemonic-out phrase.txt --json',
    ],
    options: (c) =>
      c
        .option('--name <name>', "the wallet's name (default 'Wallet N')")
        .option('--mnemonic-out <file>', 'write the recovery phrase to a new 0600 file instead of showing it')
        .option(
          '--show-private-key',
          "also show the first account's private key beside the phrase (terminal only)",
        ),
    load: () => import('./wallet/create.js'),
  })
  defineLeaf(wallet, {
    name: 'restore',
    description:
      'restore a wallet from a recovery phrase (its used accounts are found on the network), a private key or a keystore file',
    examples: [
      'wallet restore --mnemonic-file phrase.txt --password-file pw.txt',
      'wallet restore --mnemonic-file phrase.txt --passphrase-file pp.txt --path ledger-live',
      'wallet restore --mnemonic-file phrase.txt --no-discover',
      'wallet restore --keystore UTC--2024-01-01T00-00-00.000Z--0x….json --name Old',
    ],
    options: (c) =>
      c
        .option('--mnemonic-file <file>', 'file with the 12, 15, 18, 21 or 24 words')
        .option('--private-key-file <file>', 'file with the private key (64 hex characters)')
        .option('--keystore <file>', 'a keystore file (its own password unlocks it)')
        .option('--passphrase-file <file>', 'file with the optional BIP39 passphrase of the phrase')
        .option('--passphrase', 'ask for a BIP39 passphrase at the terminal')
        .option(
          '--path <path>',
          "derivation path: standard (m/44'/60'/0'/0/N, default) or ledger-live (m/44'/60'/N'/0/0)",
        )
        .option('--no-discover', 'add account 0 only, without looking for used accounts on the network')
        .option('--name <name>', "the wallet's name"),
    load: () => import('./wallet/restore.js'),
  })
  defineLeaf(wallet, {
    name: 'add-account [wallet]',
    description:
      "add the next account of a wallet's recovery phrase (any account of the phrase; default: the active one)",
    examples: ['wallet add-account', 'wallet add-account Savings --name Spending'],
    options: (c) => c.option('--name <name>', "the new account's name (default 'Wallet N')"),
    load: () => import('./wallet/addAccount.js'),
  })
  defineLeaf(wallet, {
    name: 'password [wallet]',
    description:
      "change a keystore wallet's password (a phrase wallet's accounts and phrase all change); the old keystore is replaced only after the new one decrypts",
    examples: [
      'wallet password Savings',
      'wallet password Savings --password-file old.txt --new-password-file new.txt',
    ],
    options: (c) => c.option('--new-password-file <file>', 'file with the new password (else asked twice)'),
    load: () => import('./wallet/password.js'),
  })
  defineLeaf(wallet, {
    name: 'reveal [wallet]',
    description:
      'show the recovery phrase (--phrase) or the private key (--private-key) after the password: on the terminal (hidden after 60 s) or into a new 0600 file',
    examples: ['wallet reveal Savings --phrase', 'wallet reveal Savings --private-key --output key.txt'],
    options: (c) =>
      c
        .option('--phrase', 'the recovery phrase of the wallet (phrase wallets only)')
        .option('--private-key', "the wallet's private key")
        .option('--output <file>', 'write it to this new file (mode 0600) instead of the terminal'),
    load: () => import('./wallet/reveal.js'),
  })
  defineLeaf(wallet, {
    name: 'list',
    description: 'list the wallets',
    examples: ['wallet list', 'wallet list --json'],
    load: () => import('./wallet/list.js'),
  })
  defineLeaf(wallet, {
    name: 'show [wallet]',
    description: 'show one wallet (default: the active one)',
    examples: ['wallet show Savings'],
    load: () => import('./wallet/show.js'),
  })
  defineLeaf(wallet, {
    name: 'verify [wallet]',
    description:
      "show a Ledger wallet's address on the device and check it is the stored one (default: the active wallet)",
    examples: ['wallet verify Cold', 'wallet verify Cold --json'],
    load: () => import('./wallet/verify.js'),
  })
  defineLeaf(wallet, {
    name: 'use <wallet>',
    description: 'make a wallet the active one (used when --account is not given)',
    examples: ['wallet use Savings'],
    load: () => import('./wallet/use.js'),
  })
  defineLeaf(wallet, {
    name: 'rename <wallet> [name]',
    description: 'rename a wallet and/or move it in the list',
    examples: ['wallet rename "Wallet 1" Savings', 'wallet rename Savings --order 1'],
    options: (c) => c.option('--order <n>', 'new 1-based position in the list'),
    load: () => import('./wallet/rename.js'),
  })
  defineLeaf(wallet, {
    name: 'remove <wallet>',
    description: 'remove a wallet and its stored keystore (export it first!)',
    examples: ['wallet remove Old --yes'],
    load: () => import('./wallet/remove.js'),
  })
  defineLeaf(wallet, {
    name: 'export [wallet]',
    description: 'write a keystore file (UTC--…--address.json), or a zip of every keystore with --all',
    examples: ['wallet export Savings --out backups/', 'wallet export --all --out keystores.zip'],
    options: (c) =>
      c
        .option('--all', 'export every keystore wallet as one zip')
        .option('--out <path>', 'file or directory to write (default: the current directory)'),
    load: () => import('./wallet/export.js'),
  })
  defineLeaf(wallet, {
    name: 'import-ledger',
    description: 'add an account of a Ledger device (USB; needs the libusb and libudev headers at install)',
    examples: [
      'wallet import-ledger',
      'wallet import-ledger --address-id 3 --name Cold',
      'wallet import-ledger --app eth --address-id 0',
    ],
    options: (c) =>
      c
        .option('--app <app>', 'the device app: fantom (default) or eth (the Ethereum app)')
        .option('--account-id <n>', "44'/60'/N'/0/… (default 0)")
        .option('--address-id <n>', "44'/60'/…'/0/N; without it a terminal shows the addresses to pick from")
        .option('--name <name>', "the wallet's name"),
    load: () => import('./wallet/importLedger.js'),
  })
}
