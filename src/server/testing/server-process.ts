import { spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

/** The real entry point in a child process: what `npm start` runs, minus the build. */
export interface ServerProcess {
  child: ReturnType<typeof startChild>
  /** its DATA_DIR, fresh and empty at the start */
  dataDir: string
  /** everything it printed so far, stdout and stderr as they came */
  output: () => string
}

const startChild = (env: NodeJS.ProcessEnv) =>
  spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], { env, stdio: ['ignore', 'pipe', 'pipe'] })

/** `src/server/main.ts` on 127.0.0.1, a port the kernel chooses and a fresh data directory; `env` adds the rest. */
export function spawnServer(name: string, env: NodeJS.ProcessEnv): ServerProcess {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `${name}-`))
  const child = startChild({ ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, ...env })
  let output = ''
  const collect = (chunk: Buffer) => {
    output += chunk.toString()
  }
  child.stdout.on('data', collect)
  child.stderr.on('data', collect)
  return { child, dataDir, output: () => output }
}
