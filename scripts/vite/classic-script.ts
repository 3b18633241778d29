import path from 'node:path'
import { build, type Plugin } from 'vite'

/**
 * Builds `entry` (and what it imports) into one classic script, a hashed file among the dashboard's assets, that the
 * build's manifest names under `entry` (`src/early-clicks-capture.ts` → `assets/early-clicks-capture-1a2b.js`). For
 * what must run before the first paint, parser-blocking in the document's head: a module script always waits for the
 * end of parsing, and the CSP allows no inline script. Its own small build, so that the app's chunks (which may import
 * the same modules) are not pulled into it.
 */
export function classicScript(entry: string): Plugin {
  let root = process.cwd()
  return {
    name: 'classic-script',
    apply: (config, { command, isSsrBuild }) => command === 'build' && isSsrBuild !== true && config.mode !== 'test',
    configResolved(config) {
      root = config.root
    },
    async generateBundle() {
      const built = await build({
        configFile: false,
        root,
        logLevel: 'warn',
        build: {
          write: false,
          minify: true,
          lib: { entry: path.resolve(root, entry), formats: ['iife'], name: 'classicScript' },
          rolldownOptions: { output: { entryFileNames: 'script.js' } },
        },
      })
      const output = (Array.isArray(built) ? built : [built]).flatMap((result) =>
        'output' in result ? result.output : [],
      )
      const script = output.find((file) => file.type === 'chunk')
      if (script === undefined) throw new Error(`${entry} built to no script`)
      this.emitFile({
        type: 'asset',
        name: `${path.basename(entry, path.extname(entry))}.js`,
        originalFileName: entry,
        source: script.code,
      })
    },
  }
}
