import { fileURLToPath } from 'node:url'
import { Worker, type WorkerOptions } from 'node:worker_threads'

const HERE = import.meta.url
const FROM_SOURCE = HERE.endsWith('.ts')

/**
 * A thread running one of this folder's thread entries (`<name>.ts`) from its file. In the built server each entry
 * is a module of its own beside this code (vite.server.config.ts). From source (tsx, Vitest) the thread starts from
 * thread-from-source.mjs, which loads the entry through tsx (a development dependency, as the source is). tsx
 * compiles with esbuild, whose synchronous calls otherwise start a service process from a thread of esbuild's own:
 * when the thread ends, that process passes to the server's main thread, which never reaps it (a zombie per build,
 * and one more child of a server that counts its children as its workers). Without that thread esbuild runs once
 * per file and is waited for, and tsx's cache keeps it to a few runs.
 */
export function threadFromFile(name: string, options: WorkerOptions): Worker {
  if (!FROM_SOURCE) return new Worker(new URL(`./${name}.js`, HERE), options)
  return new Worker(new URL('./thread-from-source.mjs', HERE), {
    ...options,
    argv: [fileURLToPath(new URL(`./${name}.ts`, HERE))],
    env: { ...process.env, ESBUILD_WORKER_THREADS: '0' },
  })
}
