import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

interface ManifestChunk {
  file: string
  imports?: string[]
  css?: string[]
  isEntry?: boolean
}

/** The files a route's code needs beyond what the page's own `<script>` and `<link>` tags already load. */
export interface RouteChunks {
  scripts: string[]
  styles: string[]
}

/**
 * Reads the build's manifest (`.vite/manifest.json`, kept beside the dashboard) once: for a route module
 * (`src/app/routes/screener-route.tsx`) the chunks it imports statically, less the entry's own (index.html already
 * names those). Without a manifest (a development or test directory) every route needs nothing more.
 */
export function routeChunks(clientDir: string): (routeModule: string) => RouteChunks {
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
  const entry = closure(Object.keys(manifest).filter((key) => manifest[key]?.isEntry === true))
  const cache = new Map<string, RouteChunks>()
  return (routeModule) => {
    const known = cache.get(routeModule)
    if (known !== undefined) return known
    const chunks = [...closure([routeModule])].filter((key) => !entry.has(key)).map((key) => manifest[key])
    const found: RouteChunks = {
      scripts: chunks.flatMap((chunk) => (chunk === undefined ? [] : [`/${chunk.file}`])),
      styles: chunks.flatMap((chunk) => (chunk?.css ?? []).map((sheet) => `/${sheet}`)),
    }
    cache.set(routeModule, found)
    return found
  }
}
