import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

// The dev server forwards API calls to `npm run dev:server`; in production one Node process serves both.
const apiServer = process.env.API_SERVER ?? 'http://127.0.0.1:8080'

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    sourcemap: true,
  },
  server: {
    proxy: { '/api': apiServer, '/healthz': apiServer },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['src/server/**/*.test.ts', 'src/shared/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'client',
          environment: 'jsdom',
          include: ['src/{app,features,components,lib}/**/*.test.{ts,tsx}'],
          setupFiles: ['src/test/setup.ts'],
        },
      },
    ],
  },
})
