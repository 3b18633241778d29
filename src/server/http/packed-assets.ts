import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { gzip } from 'node:zlib'

/** Text that shrinks when compressed; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(?:js|css|svg|json|txt|html)$/

/** Below this a file is smaller than the headers that would announce its compression. */
const WORTH_COMPRESSING = 1024

export interface PackedFile {
  body: Uint8Array<ArrayBuffer>
  /** the body gzipped (level 9), once its compression has finished */
  gzipped?: Uint8Array<ArrayBuffer>
}

/**
 * The build's hashed assets held in memory, each with a gzipped copy made once at start-up in zlib's thread pool.
 * Compressing on every request made a shared link wait: it asks for twenty files at once, and one worker gzipped
 * each of them again while the browser waited (docs/benchmarks.md). Files never change under a hash, so one copy
 * serves every visitor; until a copy is ready the file is sent as the middleware compresses it.
 */
export function packedAssets(assetsDir: string): (file: string) => PackedFile | undefined {
  const files = new Map<string, PackedFile>()
  for (const name of listFiles(assetsDir)) {
    const file = path.join(assetsDir, name)
    const packed: PackedFile = { body: readFileSync(file) }
    files.set(file, packed)
    if (!COMPRESSIBLE.test(name) || packed.body.length < WORTH_COMPRESSING) continue
    gzip(packed.body, { level: 9 }, (error, zipped) => {
      if (error === null) packed.gzipped = Uint8Array.from(zipped)
    })
  }
  return (file) => files.get(file)
}

function listFiles(dir: string): string[] {
  try {
    return (
      readdirSync(dir, { recursive: true, withFileTypes: true })
        // source maps are served from disk, and only when asked for (SERVE_BUILD_INTERNALS)
        .filter((entry) => entry.isFile() && !entry.name.endsWith('.map'))
        .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    )
  } catch {
    // a build without assets (tests serve a bare index.html)
    return []
  }
}
