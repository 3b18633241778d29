import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import type { Plugin } from 'vite'

/**
 * How the app asks for a catalogue compiled (src/lib/i18n/catalogues.ts): `messages/en.json?catalogue`, or a part of
 * it, a namespace of its own: `?catalogue&part=industries&keys=industry.,sub_industry.` (the keys starting so).
 */
const QUERY = '?catalogue'
const PART = /^part=([\w-]+)&keys=([^&]+)$/
/**
 * The compiled module's id: virtual (`\0`), the file's path from the project's root (the build's manifest names it
 * the same on every machine), and ending in `.js` so that no JSON handling of the build takes it for the `.json`
 * file it comes from.
 */
const PREFIX = '\0catalogue:'
const SUFFIX = '.js'
/** A compiled module's file and, for a part, its name: `…/messages/en.json` or `…/messages/en.json.industries`. */
const COMPILED = /^(.*\.json)(?:\.([\w-]+))?$/

/**
 * Compiles the dashboard's message catalogues (ICU MessageFormat text in `messages/<locale>.json`) into Lingui's
 * compiled form while the app is built, so that the browser gets no message parser (it would cost more than the
 * rest of the i18n library) and a broken message fails the build instead of a page.
 */
export function compiledCatalogues(): Plugin {
  let root = process.cwd()
  /** a part's name → the prefixes of its keys */
  const partKeys = new Map<string, string[]>()
  return {
    name: 'compiled-catalogues',
    enforce: 'pre',
    configResolved(config) {
      root = config.root
    },
    async resolveId(source, importer) {
      const at = source.indexOf(QUERY)
      if (at === -1) return null
      const rest = source.slice(at + QUERY.length)
      const part = PART.exec(rest.replace(/^&/, ''))
      if (rest !== '' && part === null) return null
      const file = await this.resolve(source.slice(0, at), importer, { skipSelf: true })
      if (file === null) return null
      const [, name = '', keys = ''] = part ?? []
      if (part !== null) partKeys.set(name, keys.split(','))
      const id = `${PREFIX}${path.relative(root, file.id).split(path.sep).join('/')}${part === null ? '' : `.${name}`}`
      return `${id}${SUFFIX}`
    },
    async load(id) {
      if (!id.startsWith(PREFIX)) return null
      const [, relative = '', part] = COMPILED.exec(id.slice(PREFIX.length, -SUFFIX.length)) ?? []
      const file = path.resolve(root, relative)
      this.addWatchFile(file)
      const messages = JSON.parse(await readFile(file, 'utf8')) as Record<string, string>
      const prefixes = part === undefined ? undefined : partKeys.get(part)
      const compiled = Object.fromEntries(
        Object.entries(messages)
          .filter(([key]) => prefixes?.some((prefix) => key.startsWith(prefix)) ?? true)
          .map(([key, message]) => [key, compileMessageOrThrow(message)]),
      )
      // JSON.parse of a string literal starts faster than the same object written as code
      return { code: `export default JSON.parse(${JSON.stringify(JSON.stringify(compiled))})`, moduleType: 'js' }
    },
  }
}
