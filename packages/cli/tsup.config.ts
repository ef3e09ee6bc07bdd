import { defineConfig } from 'tsup'

// Our own packages are bundled from source (the `source` export condition), so dist/ never depends
// on another package's build being fresh; npm dependencies stay external. Splitting keeps every
// command implementation in its own chunk, loaded only when that command runs.
export default defineConfig({
  entry: { index: 'src/index.ts', main: 'src/main.ts' },
  format: ['esm'],
  dts: { entry: { index: 'src/index.ts' } },
  sourcemap: true,
  clean: true,
  target: 'node20',
  splitting: true,
  noExternal: [/^@ftm-wallet\//],
  esbuildOptions(options) {
    options.conditions = ['source', 'import', 'module', 'default']
  },
})
