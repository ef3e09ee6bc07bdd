import { networks } from '@ftm-wallet/sdk'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import {
  buildContentSecurityPolicy,
  cspMetaTag,
  endpointOrigins,
  LOCAL_DEVNET_SOURCES,
} from './scripts/contentSecurityPolicy.mjs'

/**
 * The built page carries the Content-Security-Policy as a <meta> (docs/decisions.md#content-security-policy):
 * connect-src = the presets' endpoints, local devnets on any port, and FTM_WEB_CONNECT_SRC (space-separated
 * origins) for a deployment whose config.json names other endpoints. Only in the build: the dev server injects
 * inline scripts of its own.
 */
function contentSecurityPolicy(): Plugin {
  const extra = (process.env.FTM_WEB_CONNECT_SRC ?? '').split(/\s+/).filter(Boolean)
  const policy = buildContentSecurityPolicy({
    connect: [...endpointOrigins(Object.values(networks)), ...LOCAL_DEVNET_SOURCES, ...extra],
  })
  return {
    name: 'ftm-content-security-policy',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html.replace('<meta charset="UTF-8" />', `<meta charset="UTF-8" />\n    ${cspMetaTag(policy)}`),
    },
  }
}

export default defineConfig({
  plugins: [
    react(),
    contentSecurityPolicy(),
    VitePWA({
      // A new version waits until the person presses Reload in the update prompt (src/pwa/pwaUpdates.ts).
      registerType: 'prompt',
      injectRegister: false,
      includeAssets: ['favicon.svg', 'apple-touch-icon.png'],
      manifest: {
        name: 'Fantom Wallet',
        short_name: 'Fantom Wallet',
        description: 'Send, receive and stake your Opera FTM. Your keys never leave your device.',
        theme_color: '#1969ff',
        background_color: '#0b1224',
        display: 'standalone',
        start_url: '/',
        scope: '/',
        icons: [
          { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png}'],
        navigateFallback: '/index.html',
        // The runtime config decides which network the app talks to: always ask the server first.
        runtimeCaching: [
          {
            urlPattern: ({ url }) => url.pathname === '/config.json',
            handler: 'NetworkFirst',
            options: { cacheName: 'runtime-config', networkTimeoutSeconds: 3 },
          },
        ],
        maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
      },
    }),
  ],
  // Workspace packages from source; the rest as Vite would resolve them by default.
  resolve: { conditions: ['source', 'module', 'browser', 'development|production'] },
  build: { target: 'es2022', sourcemap: true, chunkSizeWarningLimit: 1500 },
})
