// The browser-extension build (Manifest V3) of the web wallet: `pnpm build:extension` → dist-extension/.
//   popup.html     the wallet (hash routes; also the windows of /eip-select-accounts and /eip-send-transaction)
//   background.js  service worker (one ES module file)
//   content.js     content script, isolated world (one classic script)
//   inpage.js      EIP-1193 provider in the page's world, announced by EIP-6963 (one classic script)
//   manifest.json, config.json, icons   from extension/public/
// Content scripts cannot import modules, so the three scripts are separate single-file builds made after the
// popup's build. Everything is packaged: no remote script (manifest CSP `script-src 'self'`).
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { build, defineConfig, type Plugin } from 'vite'

const here = fileURLToPath(new URL('.', import.meta.url))
const conditions = ['source', 'module', 'browser', 'development|production']

/** Builds background.js, content.js and inpage.js into the popup build's output directory. */
function extensionScripts(): Plugin {
  let outDir = ''
  const scripts = [
    { name: 'background', entry: 'src/extension/background/main.ts', format: 'es' as const },
    { name: 'content', entry: 'src/extension/content/main.ts', format: 'iife' as const },
    { name: 'inpage', entry: 'src/extension/inpage/main.ts', format: 'iife' as const },
  ]
  return {
    name: 'ftm-extension-scripts',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir
    },
    async closeBundle() {
      for (const script of scripts) {
        await build({
          configFile: false,
          root: here,
          logLevel: 'warn',
          resolve: { conditions },
          define: { 'process.env.NODE_ENV': JSON.stringify('production') },
          build: {
            outDir,
            emptyOutDir: false,
            target: 'es2022',
            minify: true,
            copyPublicDir: false,
            lib: {
              entry: resolve(here, script.entry),
              formats: [script.format],
              name: `ftmWallet_${script.name}`,
              fileName: () => `${script.name}.js`,
            },
          },
        })
      }
    },
  }
}

export default defineConfig({
  root: resolve(here, 'extension'),
  publicDir: resolve(here, 'extension/public'),
  base: './',
  plugins: [react(), extensionScripts()],
  resolve: { conditions },
  build: {
    outDir: resolve(here, 'dist-extension'),
    emptyOutDir: true,
    target: 'es2022',
    chunkSizeWarningLimit: 1500,
    rollupOptions: {
      input: { popup: resolve(here, 'extension/popup.html') },
      // As the web build: strictCsp.ts runs before any chunk builds a zod schema (docs/decisions.md#content-security-policy).
      output: { strictExecutionOrder: true },
    },
  },
})
