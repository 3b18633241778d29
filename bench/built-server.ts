import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'

/**
 * A build's server (`build` holds `server/main.js`, as `dist` does) started as the benches measure it: one worker,
 * a free port of 127.0.0.1, `env` added to this process's environment. `watch` sees its output, whole so far, each
 * time more arrives; `listening` is its address once it says so, and fails if it stops before.
 */
export function startBuiltServer(
  build: string,
  env: NodeJS.ProcessEnv,
  watch: (output: string) => void = () => undefined,
): { server: ChildProcess; listening: Promise<string> } {
  const server = spawn(process.execPath, [path.join(build, 'server/main.js')], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', WORKERS: '1', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const listening = new Promise<string>((resolve, reject) => {
    let output = ''
    server.on('exit', (code) => {
      reject(new Error(`the server of ${build} stopped (${String(code)})`))
    })
    server.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      watch(output)
      const address = /listening on (http:\/\/\S+)/.exec(output)?.[1]
      if (address !== undefined) resolve(address)
    })
  })
  return { server, listening }
}
