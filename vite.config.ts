import react from '@vitejs/plugin-react'
import { availableParallelism } from 'node:os'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'
import { compiledCatalogues } from './scripts/vite/compiled-catalogues.ts'

/**
 * Modules of the app's first chunk: not the page's own (index.html, the bootstrap, its style sheet), which would
 * otherwise import that chunk statically and so evaluate the app before the first paint.
 */
const notInBootstrap = (id: string) => !/(\/index\.html|\/src\/boot\.ts|\.css)$/.test(id)

/**
 * Component tests that get a module graph and jsdom of their own: they replace a global (fetch, timers, a download),
 * or failed when run after other files in one worker (the chart colours' theme, the error states of a route and of
 * the auctions, the screener's filter pages). A new component test that replaces a global, or leaves state in a
 * module, belongs here.
 */
const FRESH_MODULE_GRAPH = [
  'src/app/ssr/hydration.test.tsx',
  'src/app/route-error.test.tsx',
  'src/app/layout/rate-limit-notice.test.tsx',
  'src/app/layout/stale-notice.test.tsx',
  'src/components/chart-frame/chart-frame.test.tsx',
  'src/features/auctions/components/auctions-links.test.tsx',
  'src/features/auctions/components/auctions-page.test.tsx',
  'src/features/companies/components/companies-list.test.tsx',
  'src/features/reports/components/financials/quarterly-financials.test.tsx',
  'src/features/reports/components/frame/report-page.test.tsx',
  'src/features/reports/components/overview/idx-overview-section.test.tsx',
  'src/features/screener/components/export-csv-button.test.tsx',
  'src/features/screener/components/filter-builder.test.tsx',
  'src/features/screener/components/filter-panel.test.tsx',
  'src/features/screener/components/text-filter-editor.test.tsx',
]

// The dev server forwards API calls to `npm run dev:server`; in production one Node process serves both.
const apiServer = process.env.API_SERVER ?? 'http://127.0.0.1:8080'

export default defineConfig(({ mode, isSsrBuild }) => ({
  plugins: [react(), compiledCatalogues()],
  resolve: {
    alias: [
      // @lingui/react's import of the hook's shim: React's own hook (scripts/vite/react-sync-external-store.ts)
      {
        find: /^use-sync-external-store\/shim$/,
        replacement: fileURLToPath(new URL('scripts/vite/react-sync-external-store.ts', import.meta.url)),
      },
      // react-router's package exports name only its development build (invariant messages, warnings); production
      // bundles take the production build that ships beside it. Remove once the package exports a production
      // condition.
      ...(mode === 'production'
        ? [
            {
              find: /^react-router$/,
              replacement: fileURLToPath(
                new URL('node_modules/react-router/dist/production/index.mjs', import.meta.url),
              ),
            },
          ]
        : []),
    ],
  },
  build: {
    // the manifest maps routes to their chunks: bench/web.ts reads it to weigh each page's JavaScript
    manifest: true,
    // every browser the dashboard supports preloads modules itself: no polyfill in the page's script
    modulePreload: { polyfill: false },
    // the public files (theme.js, the icon) belong to the dashboard only, not beside the server's bundles
    copyPublicDir: isSsrBuild !== true,
    outDir: 'dist/client',
    emptyOutDir: true,
    sourcemap: true,
    // the page's script is src/boot.ts, which imports the app (src/main.tsx) only once a server-rendered page is
    // painted; main.tsx is an entry of its own so that every module the app starts with is one file (not eight small
    // ones queued behind each other on the browser's six connections). boot.ts and Vite's preload helper stay out
    // of that file: a static import of it would evaluate the whole app before the first paint. The server is one
    // file anyway.
    rolldownOptions: isSsrBuild
      ? {}
      : {
          input: { index: 'index.html', app: 'src/main.tsx' },
          output: {
            codeSplitting: {
              groups: [
                // the helper both use to load a chunk's dependencies: a file of its own, or rolldown puts it in the app's
                { name: 'preload-helper', test: /vite\/preload-helper\.js$/, priority: 2 },
                // what the bootstrap runs before the app (waiting for the paint, keeping early clicks), which the app
                // uses too: a file of its own for the same reason
                { name: 'boot-helpers', test: /\/src\/lib\/(after-paint|early-clicks)\.ts$/, priority: 2 },
                { name: 'app', tags: ['$initial'], test: notInBootstrap, priority: 1 },
              ],
            },
          },
        },
  },
  server: {
    proxy: { '/api': apiServer, '/healthz': apiServer },
  },
  test: {
    // a tolerance, not a target: the whole-market property tests and the in-process app share two cores with the
    // rest of the suite, and a slow run must not read as a failure (speed is measured by the benchmarks)
    testTimeout: 30_000,
    // Vitest leaves a core to its own process by default (one worker on two cores); that process only collects
    // results, so every core runs test files
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['src/server/**/*.test.ts', 'src/shared/**/*.test.ts'],
          globalSetup: ['src/server/testing/shared-test-market-setup.ts'],
        },
      },
      // The dashboard's tests in two projects with the same environment and setup. Most files share one module
      // graph and jsdom per worker, and so pay the environment, the setup file (every catalogue, the in-process
      // server) and the imports once per worker instead of once per file. The files in FRESH_MODULE_GRAPH get their
      // own (docs/development.md, the test time section).
      {
        extends: true,
        test: {
          name: 'client',
          environment: 'jsdom',
          include: FRESH_MODULE_GRAPH,
          setupFiles: ['src/test/setup.ts'],
          globalSetup: ['src/server/testing/shared-test-market-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'client-shared',
          environment: 'jsdom',
          include: ['src/{app,features,components,lib}/**/*.test.{ts,tsx}'],
          exclude: FRESH_MODULE_GRAPH,
          setupFiles: ['src/test/setup.ts'],
          globalSetup: ['src/server/testing/shared-test-market-setup.ts'],
          isolate: false,
        },
      },
    ],
  },
}))
