import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

interface ManifestChunk {
  file: string
  imports?: string[]
  dynamicImports?: string[]
  css?: string[]
  isEntry?: boolean
}

/** Script and style files, as the page requests them. */
export interface RouteChunks {
  scripts: string[]
  styles: string[]
}

/**
 * What a page needs before it can run: the entries (index.html's bootstrap and the app it imports once the page is
 * painted, src/main.tsx) and their static imports; and what a route needs beyond them.
 */
export interface PageChunks {
  entry: RouteChunks
  route: (routeModule: string) => RouteChunks
  /** the code a route loads once it has rendered (its charts, `lazyChart`), less the entry's and the route's */
  charts: (routeModule: string) => RouteChunks
  /** the message catalogues of namespaces in a locale (lib/i18n/catalogues.ts: `<folder>/messages/<locale>.json`) */
  catalogues: (namespaces: readonly string[], locale: string) => RouteChunks
}

/**
 * A catalogue's manifest key (`catalogue:src/features/screener/messages/en.json.js`): its namespace (the folder, or
 * the part's name: `catalogue:src/shared/catalogue/messages/en.json.industries.js`) and locale.
 */
const CATALOGUE_KEY = /^catalogue:.*\/([^/]+)\/messages\/([^/.]+)\.json(?:\.([\w-]+))?\.js$/

/**
 * Reads the build's manifest (`.vite/manifest.json`, kept beside the dashboard) once: the entry's chunks and, for a
 * route module (`src/app/routes/screener-route.tsx`), the chunks it imports statically less the entry's. Without a
 * manifest (a development or test directory) nothing is known and nothing is named.
 */
export function routeChunks(clientDir: string): PageChunks {
  const file = path.join(clientDir, '.vite', 'manifest.json')
  const manifest = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestChunk>) : {}
  const closure = (keys: readonly string[], seen = new Set<string>()) => {
    for (const key of keys) {
      if (seen.has(key) || manifest[key] === undefined) continue
      seen.add(key)
      closure(manifest[key].imports ?? [], seen)
    }
    return seen
  }
  const filesOf = (keys: Iterable<string>): RouteChunks => {
    const chunks = [...keys].map((key) => manifest[key])
    return {
      scripts: chunks.flatMap((chunk) => (chunk === undefined ? [] : [`/${chunk.file}`])),
      styles: chunks.flatMap((chunk) => (chunk?.css ?? []).map((sheet) => `/${sheet}`)),
    }
  }
  const entryKeys = closure(Object.keys(manifest).filter((key) => manifest[key]?.isEntry === true))
  const routeKeys = (routeModule: string) => [...closure([routeModule])].filter((key) => !entryKeys.has(key))
  const lazyKeys = (routeModule: string) => {
    const loaded = new Set([...entryKeys, ...closure([routeModule])])
    const lazy = routeKeys(routeModule).flatMap((key) => manifest[key]?.dynamicImports ?? [])
    return [...closure(lazy.filter((key) => !CATALOGUE_KEY.test(key)))].filter((key) => !loaded.has(key))
  }
  return {
    entry: filesOf(entryKeys),
    route: remembered((routeModule) => filesOf(routeKeys(routeModule))),
    charts: remembered((routeModule) => filesOf(lazyKeys(routeModule))),
    catalogues: (namespaces, locale) =>
      filesOf(
        Object.keys(manifest).filter((key) => {
          const [, folder = '', catalogueLocale, part] = CATALOGUE_KEY.exec(key) ?? []
          return catalogueLocale === locale && namespaces.includes(part ?? folder)
        }),
      ),
  }
}

/** A function of a route module whose answer is worked out once. */
function remembered(work: (routeModule: string) => RouteChunks): (routeModule: string) => RouteChunks {
  const known = new Map<string, RouteChunks>()
  return (routeModule) => {
    const answer = known.get(routeModule) ?? work(routeModule)
    known.set(routeModule, answer)
    return answer
  }
}
