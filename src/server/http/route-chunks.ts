import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

interface ManifestChunk {
  file: string
  imports?: string[]
  css?: string[]
  isEntry?: boolean
}

/** Script and style files, as the page requests them. */
export interface RouteChunks {
  scripts: string[]
  styles: string[]
}

/** What a page needs before it can run: the entry and its static imports; and what a route needs beyond them. */
export interface PageChunks {
  /** classic scripts of index.html (`/theme.js`): they hold up the page's parsing, so nothing runs before them */
  blocking: string[]
  entry: RouteChunks
  route: (routeModule: string) => RouteChunks
}

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
  const cache = new Map<string, RouteChunks>()
  const index = path.join(clientDir, 'index.html')
  const html = existsSync(index) ? readFileSync(index, 'utf8') : ''
  return {
    blocking: [...html.matchAll(/<script src="(\/[^"]+)"><\/script>/g)].flatMap((match) => match.slice(1, 2)),
    entry: filesOf(entryKeys),
    route: (routeModule) => {
      const known = cache.get(routeModule) ?? filesOf([...closure([routeModule])].filter((key) => !entryKeys.has(key)))
      cache.set(routeModule, known)
      return known
    },
  }
}
