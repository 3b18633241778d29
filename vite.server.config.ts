import { defineConfig, mergeConfig } from 'vite'
import dashboard from './vite.config'

/**
 * The server, built for Node beside the dashboard (`dist/server`). Besides the server itself, one entry per thread
 * the market build starts (src/server/db/thread-file.ts): the writers and the drawer of the IDX market's older
 * closes, each of which a thread loads by its own URL and so must be a module of its own, not a part of main.js.
 * What they share goes into modules beside them (not under assets/), so that paths relative to the server's code
 * stay as they were.
 */
export default defineConfig((env) =>
  mergeConfig(dashboard({ ...env, isSsrBuild: true }), {
    build: {
      ssr: true,
      outDir: 'dist/server',
      rolldownOptions: {
        input: {
          main: 'src/server/main.ts',
          'writer-thread-entry': 'src/server/db/writer-thread-entry.ts',
          'older-years-thread-entry': 'src/server/db/older-years-thread-entry.ts',
        },
        output: { chunkFileNames: '[name]-[hash].js' },
      },
    },
  }),
)
