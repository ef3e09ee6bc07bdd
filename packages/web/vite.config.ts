import { createHash } from 'node:crypto'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { networks } from '@ftm-wallet/sdk'
import react from '@vitejs/plugin-react'
import { build, defineConfig, type Plugin, type Rolldown } from 'vite'
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

/**
 * react-router's package exports name only its development build, whose warnings the production one leaves out
 * (remix-run/react-router#12532): the build takes the production one (docs/decisions.md#size-budgets).
 */
function reactRouterProduction(): Plugin {
  const dist = join(
    dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
    'dist/production',
  )
  return {
    name: 'ftm-react-router-production',
    apply: 'build',
    enforce: 'pre',
    resolveId: (id) => (id === 'react-router' ? join(dist, 'index.mjs') : null),
  }
}

/**
 * The screens whose code the service worker precaches (docs/behaviour/app-shell.md#offline-and-the-first-visit): the welcome screen, the
 * dashboard and the wallet's own page. Every other chunk (WalletConnect, Coinbase, Ledger, charts, the other
 * screens) is cached at run time the first time it loads.
 */
const FIRST_VISIT_MODULES = [
  /\/src\/main\.tsx$/,
  /\/src\/features\/wallets\/(WelcomePage|DashboardPage)\.tsx$/,
  /\/src\/layout\/AccountLayout\.tsx$/,
  /\/src\/features\/account\/HistoryPage\.tsx$/,
  // The pending-transaction indicator (with its tracker's checker) loads once the store holds a record, a custom
  // network's checks when one is added (docs/decisions.md#size-budgets): both are part of every screen once used.
  /\/sdk\/src\/pending\/checkPendingTransactions\.ts$/,
  /\/src\/platform\/networks\/customNetwork\.ts$/,
  // The dashboard's contact window and the name resolution load on demand (the ABI coder and keccak of the naming
  // services, the contact rules' schemas), offline too once the dashboard was seen.
  /\/src\/features\/contacts\/(ContactDialog|resolveNameOnNetwork)\.tsx?$/,
]

/**
 * Records the chunks (and their CSS) the first-visit screens load: their own chunks and everything those import
 * statically. vite-plugin-pwa writes the service worker after the bundle, so its manifestTransforms can filter by it.
 */
function firstVisitChunks(): { plugin: Plugin; files: Set<string> } {
  const files = new Set<string>()
  const plugin: Plugin = {
    name: 'ftm-first-visit-chunks',
    apply: 'build',
    generateBundle(_options, bundle) {
      files.clear()
      const add = (fileName: string) => {
        const chunk = bundle[fileName]
        if (chunk?.type !== 'chunk' || files.has(fileName)) return
        files.add(fileName)
        for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css)
        for (const imported of chunk.imports) add(imported)
      }
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue
        // A module shared by several screens sits in a chunk of its own without a facade: its modules decide.
        const ids = chunk.facadeModuleId ? [chunk.facadeModuleId] : chunk.moduleIds
        if (chunk.isEntry || FIRST_VISIT_MODULES.some((re) => ids.some((id) => re.test(id))))
          add(chunk.fileName)
      }
    },
  }
  return { plugin, files }
}

const firstVisit = firstVisitChunks()

/** The page's early entry (docs/decisions.md#web-start-up): a second input, loaded by a script of its own. */
const EARLY_ENTRY = 'src/app/earlyRequest.ts'

/**
 * The modules of the early entry's graph (app/earlyRequest.ts and what it uses). Listed, because the graph as the
 * bundler sees it before tree-shaking runs through the SDK's index to every module; `earlyEntry` fails the build
 * when the early entry would load any other module, so a module missing here is found at once.
 */
const EARLY_MODULES =
  /\/(app\/(earlyRequest|bootRequests|bootEntry)|platform\/zodJitless|config\/(parseRuntimeConfig|loadRuntimeConfig|requestConfig)|extension\/networkStore|platform\/networks\/localNetworkStorage|constants\/(networks|api|keystore|defi)|api\/account\/accountBalancesOperation|api\/graphqlRequestInit|storage\/openKeystoreDatabase|features\/pair\/(earlyPairSeries|chartSettings|pairEntry)|api\/uniswap\/pairTimeSeriesOperation)\.ts$/

/**
 * The code every page loads — the entry's static graph — in two files instead of one per module group shared with
 * some screen (about 40): the early entry's own small graph (`early`) and everything else (`app`). Each file is a
 * request through the service worker and a `modulepreload` the parser handles while the page is parsed; the bytes
 * are the same (docs/decisions.md#web-start-up). Screens loaded on demand keep their own chunks.
 */
function landingChunks(): Rolldown.CodeSplittingGroup[] {
  return [
    // First (a group takes its modules' dependencies with it): the early entry's graph.
    { name: 'early', priority: 2, test: EARLY_MODULES },
    // The app's entry module stays in the entry's own chunk.
    { name: 'app', priority: 1, tags: ['$initial'], test: (id) => !/\/src\/main\.tsx$|\.html$/.test(id) },
  ]
}

/**
 * Builds app/earlyRequest.ts as an entry of its own and gives index.html a `<script type="module" async>` for it,
 * ahead of the app's entry, with modulepreloads of the files it imports: it runs as soon as those few files are in,
 * while the app's entry still loads. main.tsx imports the same module, so the page runs one instance of it (the
 * entry's chunk). In the dev server the script names the source file.
 */
function earlyEntry(): Plugin {
  const attributes = 'type="module" async crossorigin'
  return {
    name: 'ftm-early-entry',
    config: (_config, { command }) =>
      command === 'build'
        ? {
            build: {
              rollupOptions: {
                input: { index: 'index.html', early: EARLY_ENTRY },
              },
            },
          }
        : {},
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.bundle)
          return html.replace('</head>', `  <script ${attributes} src="/${EARLY_ENTRY}"></script>\n  </head>`)
        const chunk = Object.values(context.bundle).find(
          (output) => output.type === 'chunk' && output.isEntry && output.name === 'early',
        )
        if (chunk?.type !== 'chunk') throw new Error(`the build has no chunk of ${EARLY_ENTRY}`)
        // The early files hold the early entry's graph and nothing else.
        for (const file of chunk.imports) {
          const imported = context.bundle[file]
          const other =
            imported?.type === 'chunk' ? imported.moduleIds.find((id) => !EARLY_MODULES.test(id)) : file
          if (other)
            throw new Error(
              `the early entry loads ${other} (${file}): add the modules it uses to EARLY_MODULES`,
            )
        }
        const tags = [
          `<script ${attributes} src="/${chunk.fileName}"></script>`,
          ...chunk.imports.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
        ].join('\n    ')
        // Before the app's entry: the early script is fetched first.
        const main = html.indexOf('<script type="module"')
        if (main < 0) throw new Error('index.html has no module script for the early entry to precede')
        return `${html.slice(0, main)}${tags}\n    ${html.slice(main)}`
      },
    },
  }
}

/** The page's boot script (docs/decisions.md#web-start-up): app/bootEntry.ts, built on its own as one classic script. */
const BOOT_ENTRY = 'src/app/bootEntry.ts'
const BOOT_FILE = /^assets\/boot-[\w-]+\.js$/

/**
 * Builds app/bootEntry.ts as one classic script (an IIFE: no imports, no module) named by its content's hash, and
 * writes it into index.html's head right after config.json's preload, ahead of every module script: the parser runs
 * it as soon as it has it, so the page's first requests leave before the module files are compiled. It holds the
 * early entry's code for those requests and nothing else (the build fails otherwise: EARLY_MODULES). The script is
 * 'self', so the CSP allows it. Only in the build: in the dev server the early entry starts the requests itself.
 */
function bootScript(): Plugin {
  let fileName = ''
  return {
    name: 'ftm-boot-script',
    apply: 'build',
    async buildStart() {
      const root = dirname(fileURLToPath(import.meta.url))
      const result = await build({
        configFile: false,
        root,
        logLevel: 'warn',
        resolve: { conditions: ['source', 'module', 'browser', 'production'] },
        define: { 'process.env.NODE_ENV': JSON.stringify('production') },
        build: {
          write: false,
          target: 'es2022',
          minify: true,
          copyPublicDir: false,
          lib: {
            entry: join(root, BOOT_ENTRY),
            formats: ['iife'],
            name: 'ftmWalletBoot',
            fileName: () => 'boot.js',
          },
        },
      })
      const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) =>
        'output' in r ? r.output : [],
      )
      const chunks = outputs.filter((o) => o.type === 'chunk')
      const chunk = chunks[0]
      if (chunks.length !== 1 || !chunk) throw new Error(`${BOOT_ENTRY} did not build into one script`)
      const other = chunk.moduleIds.find((id) => !EARLY_MODULES.test(id))
      if (other) throw new Error(`the boot script loads ${other}: add the modules it uses to EARLY_MODULES`)
      const hash = createHash('sha256').update(chunk.code).digest('base64url').slice(0, 8)
      fileName = `assets/boot-${hash}.js`
      this.emitFile({ type: 'asset', fileName, source: chunk.code })
    },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const preload = /<link rel="preload" href="\/config\.json"[^>]*>/.exec(html)
        if (!preload)
          throw new Error('index.html has no preload of config.json for the boot script to follow')
        const end = preload.index + preload[0].length
        return `${html.slice(0, end)}\n    <script src="/${fileName}"></script>${html.slice(end)}`
      },
    },
  }
}

export default defineConfig({
  plugins: [
    reactRouterProduction(),
    react(),
    contentSecurityPolicy(),
    earlyEntry(),
    bootScript(),
    firstVisit.plugin,
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
        // The API's POSTs bypass the worker (public/sw-static-routes.js).
        importScripts: ['/sw-static-routes.js'],
        // Only the first-visit screens' scripts and styles are precached; the other hashed assets come below.
        manifestTransforms: [
          async (entries) => {
            const seen = new Set<string>()
            const manifest = entries.filter((entry) => {
              if (seen.has(entry.url)) return false // the icons come from includeAssets and globPatterns
              seen.add(entry.url)
              return (
                !/^assets\/.*\.(js|css)$/.test(entry.url) ||
                firstVisit.files.has(entry.url) ||
                BOOT_FILE.test(entry.url)
              )
            })
            return { manifest, warnings: [] }
          },
        ],
        navigateFallback: '/index.html',
        // The first visit's page comes under the worker once it is active, so the chunks it loads later are cached;
        // a waiting new version still takes over only by the update prompt.
        clientsClaim: true,
        runtimeCaching: [
          // Hashed files of our own origin never change: the first load caches them for offline use.
          {
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
            handler: 'CacheFirst',
            options: {
              cacheName: 'lazy-assets',
              cacheableResponse: { statuses: [200] },
            },
          },
          // The runtime config decides which network the app talks to: always ask the server first.
          {
            urlPattern: ({ url }) => url.pathname === '/config.json',
            handler: 'NetworkFirst',
            // Past the HTTP cache too: the page's preload of it (index.html) asks with the default cache mode.
            // The page keeps the same cache where the worker is passed by (src/config/requestConfig.ts).
            options: {
              cacheName: 'runtime-config',
              networkTimeoutSeconds: 3,
              fetchOptions: { cache: 'no-store' },
            },
          },
        ],
        maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
      },
    }),
  ],
  // Workspace packages from source; the rest as Vite would resolve them by default.
  resolve: { conditions: ['source', 'module', 'browser', 'development|production'] },
  build: {
    target: 'es2022',
    sourcemap: true,
    chunkSizeWarningLimit: 1500,
    manifest: true,
    rolldownOptions: { output: { codeSplitting: { groups: landingChunks() } } },
  },
})
