import type { Command } from 'commander'
import { defineLeaf } from '../invocation/define.js'

/** Top-level commands about one account: receive, balance, history, assets, price, send. */
export function registerAccountCommands(program: Command): void {
  defineLeaf(program, {
    name: 'receive',
    description:
      "show the wallet's address and its QR code; --verify checks a Ledger wallet's address on the device",
    examples: ['receive', 'receive --account Savings --json', 'receive --account Cold --verify'],
    options: (c) =>
      c.option('--verify', 'show the address on the Ledger device and compare it (Ledger wallets)'),
    load: () => import('./account/receive.js'),
  })
  defineLeaf(program, {
    name: 'balance [address]',
    description:
      'available FTM and total value (staked, rewards, withdrawals) of a wallet, any address, or every wallet',
    examples: [
      'balance',
      'balance 0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed --json',
      'balance --all',
      'balance --account 0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed --json',
    ],
    options: (c) => c.option('--all', 'every wallet, in one request'),
    load: () => import('./account/balance.js'),
  })
  defineLeaf(program, {
    name: 'faucet [address]',
    description: "test FTM from the devnet's faucet for an address or the active wallet (devnet only)",
    examples: ['faucet', 'faucet 0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed --amount 250 --json'],
    options: (c) => c.option('--amount <n>', 'FTM to get (default 1000, at most 100000)'),
    load: () => import('./account/faucet.js'),
  })
  defineLeaf(program, {
    name: 'history',
    description: 'transactions of a wallet, newest first, one page at a time',
    examples: ['history', 'history --limit 10 --cursor 0x1f…', 'history --all --json'],
    options: (c) =>
      c
        .option('--limit <n>', 'transactions per page (1–250, default 40)')
        .option('--cursor <cursor>', 'start after this cursor (printed as nextCursor by the previous page)')
        .option('--all', 'every page'),
    load: () => import('./account/history.js'),
  })
  defineLeaf(program, {
    name: 'assets',
    description: 'token balances of a wallet (FTM, WFTM, sFTM, fUSD and other ERC-20 tokens)',
    examples: ['assets', 'assets --json'],
    load: () => import('./account/assets.js'),
  })
  defineLeaf(program, {
    name: 'price',
    description: 'the FTM price (truncated to 5 decimals)',
    examples: ['price', 'price --currency EUR --json'],
    options: (c) => c.option('--currency <code>', 'USD or EUR (default: the setting)'),
    load: () => import('./account/price.js'),
  })
  defineLeaf(program, {
    name: 'send [args...]',
    description:
      'send FTM or a token to an address or a name; or call any contract with --sig "fn(types)" ARGS… or --data HEX',
    examples: [
      'send --to 0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed --amount 12.5',
      'send --to alice.ftm --amount 100 --token FUSD --yes --password-file pw.txt',
      'send --to 0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed --amount 1 --memo "rent" --dry-run',
      'send --to 0xFC00FACE00000000000000000000000000000000 --sig "delegate(uint256)" 5 --value 100 --yes --password-file pw.txt',
      'send --to 0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed --data 0x1234 --sign-only --nonce 7 --gas-price 25gwei --gas-limit 50000',
    ],
    options: (c) =>
      c
        .option('--to <address|name>', 'recipient: an address, a name (alice.ftm) or a contact name')
        .option('--amount <n>', 'amount in FTM (or in the token)')
        .option('--token <symbol|address>', 'send a token instead of FTM')
        .option('--memo <text>', 'a note stored with an FTM transfer')
        .option(
          '--sig <signature>',
          'call this function of the --to contract with the ARGS, e.g. "delegate(uint256)"',
        )
        .option('--data <hex>', 'call the --to contract with this calldata')
        .option('--value <n>', 'FTM sent with --sig/--data (or with a unit: 5gwei, 1000wei)'),
    load: () => import('./account/send.js'),
  })
}
