// Bundles the library dApp's script (libraries.ts: mipd, viem, wagmi) into one classic script for the browser,
// with Vite as the web package builds everything else.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'vite'
import type { DappFile } from './serveDapp.js'

/** The page and its script, as serveDapp's extra files (`/libraries.html`, `/libraries.js`). */
export async function buildDappLibraries(): Promise<Record<string, DappFile>> {
  const outDir = mkdtempSync(join(tmpdir(), 'ftm-dapp-'))
  try {
    await build({
      configFile: false,
      logLevel: 'warn',
      root: fileURLToPath(new URL('.', import.meta.url)),
      define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      build: {
        outDir,
        emptyOutDir: true,
        target: 'es2022',
        minify: false,
        copyPublicDir: false,
        lib: {
          entry: fileURLToPath(new URL('./libraries.ts', import.meta.url)),
          formats: ['iife'],
          name: 'testDapp',
          fileName: () => 'libraries.js',
        },
      },
    })
    return {
      '/libraries.html': {
        type: 'text/html; charset=utf-8',
        body: readFileSync(new URL('./libraries.html', import.meta.url)),
      },
      '/libraries.js': {
        type: 'text/javascript; charset=utf-8',
        body: readFileSync(join(outDir, 'libraries.js')),
      },
    }
  } finally {
    rmSync(outDir, { recursive: true, force: true })
  }
}
