import { defineConfig, type Options } from 'tsup'

// dist/ is self-contained apart from the CLI's own npm dependencies: our packages are bundled from
// source (the `source` export condition) and so are the SDK's dependencies, tree-shaken (ESM builds
// first), so a command parses only the code it uses. docs/architecture.md#cli-bundles describes the two builds.

/** The read commands of the fast path (src/fast/parseFastInvocation.ts), each a bundle of its own in dist/fast/. */
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

/** In the main build, main.ts's imports of the fast entries stay imports of the files the second build writes. */
const fastEntriesApart: NonNullable<Options['esbuildPlugins']>[number] = {
  name: 'ftm-fast-entries-apart',
  setup(build) {
    const specifiers = new RegExp(`^\\./fast/(${FAST_ENTRIES.join('|')})\\.js$`)
    build.onResolve({ filter: specifiers }, ({ path, importer }) =>
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
    // dist/fast/ is the second build's.
    clean: ['!fast/**'],
    esbuildPlugins: [fastEntriesApart],
  },
  {
    // The fast read commands without splitting: each file holds only the code its command can run (tree-shaken
    // statement by statement), about a sixth of what the shared chunks would load.
    ...shared,
    entry: Object.fromEntries(FAST_ENTRIES.map((name) => [name, `src/fast/${name}.ts`])),
    outDir: 'dist/fast',
    splitting: false,
    clean: true,
  },
])
