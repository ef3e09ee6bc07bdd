import { defineConfig, type Options } from 'tsup'

// dist/ is self-contained apart from the CLI's own npm dependencies: our packages are bundled from
// source (the `source` export condition) and so are the SDK's dependencies, tree-shaken (ESM builds
// first), so a command parses only the code it uses. docs/architecture.md#cli-bundles describes the two builds.

/**
 * The commands of the fast path (src/fast/parseFastInvocation.ts, bin/ftm.cjs FAST_COMMANDS), each a bundle
 * dist/fast/<name>.cjs of src/fast/<name>.ts; test/fastCommands.test.ts checks the three lists agree.
 */
export const FAST_ENTRIES = ['balance', 'assets', 'price', 'history', 'send'] as const

const shared = {
  format: ['esm'],
  sourcemap: true,
  target: 'node20',
  platform: 'node',
  minify: true,
  external: ['commander', '@inquirer/prompts', 'qrcode'],
  noExternal: [/^(?!commander$|@inquirer\/prompts$|qrcode$).*/],
  // The bundled CommonJS dependencies (hw-app-eth and its helpers) call require('util') and the like; an ES module
  // has no require, so each chunk gets Node's own (without it `--app eth` failed with 'Dynamic require of "util"').
  banner: {
    js: "import { createRequire as __ftmCreateRequire } from 'node:module'; const require = __ftmCreateRequire(import.meta.url);",
  },
  esbuildOptions(options) {
    options.conditions = ['source', 'import', 'module', 'default']
    options.mainFields = ['module', 'main']
  },
} satisfies Options

/**
 * Every build refers to one copy of connections/earlyKdf.ts, dist/fast/kdf.cjs, rather than a copy of its own:
 * bin/ftm.cjs starts the keystore's KDF with that file before any bundle loads, and the unlock of whichever build
 * runs the command must find that derivation (docs/architecture.md#cli-bundles). `from` is where kdf.cjs is,
 * relative to the build's outDir (its chunks and entries are all written there).
 */
const sharedKdf = (from: string): NonNullable<Options['esbuildPlugins']>[number] => ({
  name: 'ftm-shared-kdf',
  setup(build) {
    build.onResolve({ filter: /\/earlyKdf\.js$/ }, ({ kind }) =>
      kind === 'entry-point' ? undefined : { path: from, external: true },
    )
  },
})

/** The fast commands' CommonJS builds (dist/fast/<name>.cjs). */
const fastCjs = {
  ...shared,
  format: ['cjs'],
  outDir: 'dist/fast',
  splitting: false,
  // CommonJS has require; the ESM banner's import.meta does not exist there.
  banner: {},
  esbuildOptions(options) {
    shared.esbuildOptions(options)
    // node:http and the like are required when used, not import()ed: an import() inside code run from V8's code
    // cache (vm.Script, bin/loadBundle.cjs) has no module loader to call. What `send` loads on demand (the Ledger
    // app, a contract call's encoder) is inlined the same way, evaluated only when it is used.
    options.supported = { ...options.supported, 'dynamic-import': false }
  },
} satisfies Options

const READ_ENTRIES = FAST_ENTRIES.filter((name) => name !== 'send')

export default defineConfig([
  {
    // Splitting keeps every command implementation in its own chunk, loaded only when that command runs; `ftm
    // --version` and `--help` load no wallet code. esbuild puts a whole module in one chunk, with everything that
    // module uses for any command, so a chunk shared by many commands carries most of the SDK, ethers and zod.
    ...shared,
    entry: { index: 'src/index.ts', main: 'src/main.ts' },
    dts: { entry: { index: 'src/index.ts' } },
    splitting: true,
    // dist/fast/ is the second build's.
    clean: ['!fast/**'],
    esbuildPlugins: [sharedKdf('./fast/kdf.cjs')],
  },
  {
    // The fast commands, each one CommonJS file without splitting (dist/fast/<name>.cjs): it holds only the code its
    // command can run (tree-shaken statement by statement), about a sixth of what the shared chunks would load for a
    // read, and bin/ftm.cjs runs it before Node's ES module loader starts, with V8's code cache. `kdf` is the early
    // KDF's one copy (sharedKdf), which bin/ftm.cjs loads first. The read commands keep a copy of their own, never
    // started (they sign nothing), which spares them loading a second file.
    ...fastCjs,
    entry: {
      ...Object.fromEntries(READ_ENTRIES.map((name) => [name, `src/fast/${name}.ts`])),
      kdf: 'src/connections/earlyKdf.ts',
    },
    // send.cjs is the next build's.
    clean: ['!send.cjs', '!send.cjs.map'],
  },
  {
    // `send`, whose unlock must find the derivation bin/ftm.cjs started: built apart so that only it refers to kdf.cjs.
    ...fastCjs,
    entry: { send: 'src/fast/send.ts' },
    clean: false,
    esbuildPlugins: [sharedKdf('./kdf.cjs')],
  },
])
