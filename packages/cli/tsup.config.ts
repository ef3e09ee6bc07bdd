import { defineConfig } from 'tsup'

// dist/ is self-contained apart from the CLI's own npm dependencies: our packages are bundled from
// source (the `source` export condition) and so are the SDK's dependencies, tree-shaken (ESM builds
// first), so a command parses only the code it uses. Splitting keeps every command implementation in
// its own chunk, loaded only when that command runs; `ftm --version` and `--help` load no wallet code.
export default defineConfig({
  entry: { index: 'src/index.ts', main: 'src/main.ts' },
  format: ['esm'],
  dts: { entry: { index: 'src/index.ts' } },
  sourcemap: true,
  clean: true,
  target: 'node20',
  platform: 'node',
  splitting: true,
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
})
