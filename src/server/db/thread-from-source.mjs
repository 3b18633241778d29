// The file a thread starts from when the server runs from source (tsx, Vitest; see thread-file.ts): Node 20 gives
// a thread none of the loader hooks of the one that started it, nor lets one be registered for the thread's entry,
// so the entry named on the thread's command line is loaded through tsx's require, which compiles TypeScript.
import { createRequire } from 'node:module'

const entry = process.argv[2]
if (entry === undefined) throw new Error('no thread entry was given')
createRequire(import.meta.url)('tsx/cjs/api').require(entry, import.meta.url)
