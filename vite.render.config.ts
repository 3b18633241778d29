import { defineConfig, mergeConfig } from 'vite'
import dashboard from './vite.config'

/**
 * The server's page renderer for server-side rendering (src/app/ssr): the dashboard's routes and components built
 * for Node, beside the server (`dist/render`). Self-contained, with React's production build inside, so that it renders as
 * fast under any NODE_ENV the server happens to be started with.
 */
export default defineConfig((env) =>
  mergeConfig(dashboard(env), {
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    ssr: { noExternal: true },
    build: {
      ssr: 'src/app/ssr/render-page.tsx',
      outDir: 'dist/render',
      sourcemap: false,
      manifest: false,
      copyPublicDir: false,
    },
  }),
)
