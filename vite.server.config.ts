import { defineConfig, mergeConfig } from 'vite'
import dashboard from './vite.config'

/**
 * The server, built for Node beside the dashboard (`dist/server`). Two entries: the server itself, and the thread
 * that draws the IDX market's older closes while a market is generated (src/server/db/older-years-thread.ts), which
 * a thread loads by its own URL and so must be a module of its own, not a part of main.js. What both use goes into
 * a shared module beside them (not under assets/), so that paths relative to the server's code stay as they were.
 */
export default defineConfig((env) =>
  mergeConfig(dashboard({ ...env, isSsrBuild: true }), {
    build: {
      ssr: true,
      outDir: 'dist/server',
      rolldownOptions: {
        input: { main: 'src/server/main.ts', 'older-years-thread': 'src/server/db/older-years-thread.ts' },
        output: { chunkFileNames: '[name]-[hash].js' },
      },
    },
  }),
)
