import { defineConfig } from 'vite'

export default defineConfig({
  // In this repository the SDK is used from source; an installed SDK resolves to its built files.
  resolve: { conditions: ['source', 'module', 'browser', 'development|production'] },
  build: { target: 'es2022', outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 2000 },
})
