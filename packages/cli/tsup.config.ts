import { defineConfig, type Options } from 'tsup'

// dist/ is self-contained apart from the CLI's own npm dependencies: our packages are bundled from
// source (the `source` export condition) and so are the SDK's dependencies, tree-shaken (ESM builds
// first), so a command parses only the code it uses. docs/architecture.md#cli-bundles describes the two builds.

/** The read commands of the fast path (src/fast/parseFastInvocation.ts, bin/ftm.cjs), each a bundle in dist/fast/. */
const FAST_ENTRIES = ['balance', 'assets', 'price', 'history'] as const

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

/** In the main build, main.ts's import of `send`'s entry stays an import of the file its own build writes. */
const sendEntryApart: NonNullable<Options['esbuildPlugins']>[number] = {
  name: 'ftm-send-entry-apart',
  setup(build) {
    build.onResolve({ filter: /^\.\/fast\/send\/send\.js$/ }, ({ path, importer }) =>
      importer.endsWith('/src/main.ts') ? { path, external: true } : undefined,
    )
  },
}

export default defineConfig([
  {
    // Splitting keeps every command implementation in its own chunk, loaded only when that command runs; `ftm
    // --version` and `--help` load no wallet code. esbuild puts a whole module in one chunk, with everything that
    // module uses for any command, so a chunk shared by many commands carries most of the SDK, ethers and zod.
    ...shared,
    entry: { index: 'src/index.ts', main: 'src/main.ts' },
    dts: { entry: { index: 'src/index.ts' } },
    splitting: true,
    // dist/fast/ is the second build's, dist/fast/send/ the third's.
    clean: ['!fast/**'],
    esbuildPlugins: [sendEntryApart],
  },
  {
    // The fast read commands, each one CommonJS file without splitting (dist/fast/<name>.cjs): it holds only the
    // code its command can run (tree-shaken statement by statement), about a sixth of what the shared chunks would
    // load, and bin/ftm.cjs runs it before Node's ES module loader starts, with V8's code cache.
    ...shared,
    format: ['cjs'],
    entry: Object.fromEntries(FAST_ENTRIES.map((name) => [name, `src/fast/${name}.ts`])),
    outDir: 'dist/fast',
    splitting: false,
    clean: ['!send/**'],
    // CommonJS has require; the ESM banner's import.meta does not exist there.
    banner: {},
    esbuildOptions(options) {
      shared.esbuildOptions(options)
      // node:http and the like are required when used, not import()ed: an import() inside code run from V8's code
      // cache (vm.Script, bin/loadBundle.cjs) has no module loader to call.
      options.supported = { ...options.supported, 'dynamic-import': false }
    },
  },
  {
    // `ftm send` on the fast path (src/fast/send/send.ts, loaded by main.ts): a build of its own, split so that the
    // entry starts the keystore's KDF before the command loads and what only a Ledger or a contract call needs stays
    // in chunks loaded on demand (an unsplit build would inline them: ~1.1 MB).
    ...shared,
    entry: { send: 'src/fast/send/send.ts' },
    outDir: 'dist/fast/send',
    splitting: true,
    clean: true,
  },
])
