import { defineConfig, mergeConfig } from 'vite'
import dashboard from './vite.config'

/**
 * The server's first-screen renderer (src/app/first-screen): the dashboard's routes and components built for Node,
 * beside the server (`dist/render`). Self-contained, with React's production build inside, so that it draws as
 * fast under any NODE_ENV the server happens to be started with.
 */
export default defineConfig((env) =>
  mergeConfig(dashboard(env), {
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    ssr: { noExternal: true },
    build: {
      ssr: 'src/app/first-screen/render-first-screen.tsx',
      outDir: 'dist/render',
      sourcemap: false,
      manifest: false,
      copyPublicDir: false,
    },
  }),
)
