import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import type { Plugin } from 'vite'

/** How the app asks for a catalogue compiled (src/lib/i18n/catalogues.ts): `messages/en.json?catalogue`. */
const QUERY = '?catalogue'
/**
 * The compiled module's id: virtual (`\0`), the file's path from the project's root (the build's manifest names it
 * the same on every machine), and ending in `.js` so that no JSON handling of the build takes it for the `.json`
 * file it comes from.
 */
const PREFIX = '\0catalogue:'
const SUFFIX = '.js'

/**
 * Compiles the dashboard's message catalogues (ICU MessageFormat text in `messages/<locale>.json`) into Lingui's
 * compiled form while the app is built, so that the browser gets no message parser (it would cost more than the
 * rest of the i18n library) and a broken message fails the build instead of a page.
 */
export function compiledCatalogues(): Plugin {
  let root = process.cwd()
  return {
    name: 'compiled-catalogues',
    enforce: 'pre',
    configResolved(config) {
      root = config.root
    },
    async resolveId(source, importer) {
      if (!source.endsWith(QUERY)) return null
      const file = await this.resolve(source.slice(0, -QUERY.length), importer, { skipSelf: true })
      return file === null ? null : `${PREFIX}${path.relative(root, file.id).split(path.sep).join('/')}${SUFFIX}`
    },
    async load(id) {
      if (!id.startsWith(PREFIX)) return null
      const file = path.resolve(root, id.slice(PREFIX.length, -SUFFIX.length))
      this.addWatchFile(file)
      const messages = JSON.parse(await readFile(file, 'utf8')) as Record<string, string>
      const compiled = Object.fromEntries(
        Object.entries(messages).map(([key, message]) => [key, compileMessageOrThrow(message)]),
      )
      // JSON.parse of a string literal starts faster than the same object written as code
      return { code: `export default JSON.parse(${JSON.stringify(JSON.stringify(compiled))})`, moduleType: 'js' }
    },
  }
}
