// The layers of each package, lowest first: the one place they are defined. docs/architecture.md describes
// them in prose; checkLayers.mjs enforces them (each package's test/layers.test.ts runs it).
//
// A source file imports only from its own layer or a lower one, never in a cycle, and only the workspace
// packages its package may use. `holds` names what sits directly in src/: a folder ('api/') or a file
// ('index.ts'). Every source file must be in exactly one layer, so a new folder has to be placed here.
// Test-only files (see `testOnly`) are outside the layers: tests may import anything, the devnet included.

/** Files that only tests load: tests (`*.test.ts(x)`, `*.devnet.test.ts(x)`) and their helpers (`*.test-util.ts(x)`). */
export const testOnly = /\.(test|test-util)\.tsx?$/

/**
 * @typedef {{ name: string, holds: string[], about: string }} Layer
 * @typedef {{ uses: string[], layers: Layer[] }} PackageLayers
 * @type {Record<string, PackageLayers>}
 */
export const packages = {
  sdk: {
    uses: [],
    layers: [
      {
        name: 'foundation',
        holds: ['constants/', 'errors/', 'format/'],
        about: 'chain presets and numbers, typed errors with stable codes, formatting; pure',
      },
      {
        name: 'rules',
        holds: [
          'validation/',
          'gas/',
          'tokens/',
          'contracts/',
          'governance/',
          'staking/',
          'fmint/',
          'swap/',
          'bridge/',
        ],
        about: 'zod schemas, gas and token math, ABI fragments with build*Tx, the rules of each area; no I/O',
      },
      {
        name: 'adapters',
        holds: ['api/', 'storage/', 'rpc/'],
        about:
          'the GraphQL client and its queries, key-value storage, JSON-RPC calls; I/O behind injected clients',
      },
      {
        name: 'services',
        holds: [
          'accounts/',
          'contacts/',
          'settings/',
          'signers/',
          'prices/',
          'watch/',
          'tx/',
          'confirm/',
          'pending/',
        ],
        about: 'stores over storage, signers, polling, the transaction pipeline, what a confirmation shows',
      },
      {
        name: 'machines',
        holds: ['machines/'],
        about: 'the XState machines and the flow definitions they run',
      },
      {
        name: 'entries',
        holds: [
          'index.ts',
          'machines.ts',
          'ledger.ts',
          'walletconnect.ts',
          'coinbase.ts',
          'node.ts',
          'node/',
        ],
        about: 'the package entries: the core, the flow machines, Ledger, WalletConnect, Coinbase and Node',
      },
    ],
  },
  web: {
    uses: ['react', 'sdk'],
    layers: [
      {
        name: 'foundation',
        holds: ['config/', 'platform/', 'navigation/', 'styles/', 'pwa/', 'extension/'],
        about:
          "runtime configuration, browser helpers, route names and lazy pages, CSS, the service worker's registration, the extension's wire protocol and message parsing",
      },
      {
        name: 'ui',
        holds: ['ui/'],
        about: 'shared components: dialogs, fields, tables, tabs, sliders, QR codes',
      },
      {
        name: 'flow',
        holds: ['flow/'],
        about: 'the confirmation UI every transaction flow runs through',
      },
      {
        name: 'features',
        holds: ['features/', 'extension/pages/'],
        about:
          'one folder per feature with its pages and route objects; the pages the extension shows to sites',
      },
      {
        name: 'layout',
        holds: ['layout/'],
        about: 'the app and account layouts: header, menus, footer, status popovers, transitions',
      },
      {
        name: 'routes',
        holds: ['routes/'],
        about: "the router tree, assembled from the features' route objects",
      },
      {
        name: 'entries',
        holds: [
          'app/',
          'main.tsx',
          'extension/popup/',
          'extension/background/',
          'extension/content/',
          'extension/inpage/',
        ],
        about:
          "the app root and the web entry; the extension's popup, service worker, content script and in-page provider",
      },
    ],
  },
  cli: {
    uses: ['sdk'],
    layers: [
      {
        name: 'errors',
        holds: ['errors/', 'version.ts'],
        about: 'CliError, the exit codes and the mapping of any error to one; the version',
      },
      {
        name: 'terminal',
        holds: ['terminal/', 'files/'],
        about: 'stdout/stderr output, prompts, spinner, tables; reading and writing the files a user names',
      },
      {
        name: 'invocation',
        holds: ['invocation/'],
        about: 'how a command is declared, loaded lazily and run: its context and the global options',
      },
      {
        name: 'connections',
        holds: ['connections/'],
        about:
          'what a command opens: wallet files, CLI config, network, API/bridge clients, Ledger, devnet info',
      },
      {
        name: 'input',
        holds: ['input/'],
        about: 'what the user names: accounts, amounts, recipients, passwords, slippage, tokens',
      },
      {
        name: 'tx',
        holds: ['tx/'],
        about: 'running a transaction flow: context, confirmation, signing, the SDK machine, --dry-run',
      },
      {
        name: 'commands',
        holds: ['commands/'],
        about:
          'one folder per command group: definitions (loaded for help) and implementations (loaded lazily)',
      },
      {
        name: 'entries',
        holds: ['main.ts', 'program.ts', 'fast/', 'index.ts'],
        about: 'the `ftm` entry, the root command, the fast path of the read commands, the package entry',
      },
    ],
  },
  react: {
    uses: ['sdk'],
    layers: [
      {
        name: 'query',
        holds: ['query/'],
        about: "the TanStack Query client with the wallet's defaults (polling, retries, visibility pause)",
      },
      {
        name: 'provider',
        holds: ['provider/'],
        about: 'WalletProvider (network, API client, statuses, persisted services) and the signer registry',
      },
      {
        name: 'hooks',
        holds: ['hooks/', 'status/'],
        about: 'one hook per SDK query or service, and the online/API status hooks',
      },
      {
        name: 'flows',
        holds: ['flows/'],
        about: "hooks that run the SDK's flow machines with the provider's signers",
      },
      {
        name: 'entries',
        holds: ['index.ts'],
        about: 'the package entry',
      },
    ],
  },
  devnet: {
    uses: [],
    layers: [
      {
        name: 'constants',
        holds: ['constants.ts'],
        about: 'chain id, default ports, well-known addresses',
      },
      {
        name: 'chain',
        holds: ['chain/'],
        about: 'anvil, the contracts and their deployment, the seed scenario, the RPC client and tx sender',
      },
      {
        name: 'state',
        holds: ['indexer/', 'template/'],
        about: 'what is derived from the chain: the block indexer and the seeded chain template',
      },
      {
        name: 'services',
        holds: ['api/', 'bridge/'],
        about: 'the Fantom-API-compatible GraphQL schema and resolvers, the bridge simulator',
      },
      {
        name: 'server',
        holds: ['server/'],
        about: 'the HTTP server: /api, /graphql, the bridge and the /devnet controls',
      },
      {
        name: 'start',
        holds: ['startDevnet.ts'],
        about: 'starting a whole devnet (chain, indexer, server) in one call',
      },
      {
        name: 'entries',
        holds: ['index.ts', 'cli.ts', 'cli/', 'vitestSetup.ts', 'vitest-setup.ts'],
        about: 'the package entry, the `ftm-devnet` command and the vitest global setup',
      },
    ],
  },
}
