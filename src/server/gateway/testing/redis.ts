import { spawn, type ChildProcess } from 'node:child_process'
import { freePort } from '../../testing/free-port'

export interface RunningRedis {
  url: string
  port: number
  pid: number
  /** ends this redis-server (by its PID) and waits for it to exit; SIGKILL simulates a crash */
  stop: (signal?: NodeJS.Signals) => Promise<void>
}

/**
 * A real redis-server (the operating system's package) on 127.0.0.1, with nothing saved to disk (`--save ''`,
 * `--appendonly no`): a restart starts empty, as a crashed cache would. Resolves once it accepts connections.
 */
export async function startRedis(port?: number): Promise<RunningRedis> {
  const chosen = port ?? (await freePort())
  const child: ChildProcess = spawn(
    'redis-server',
    ['--port', String(chosen), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--daemonize', 'no'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  )
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      resolve()
    }),
  )
  await new Promise<void>((resolve, reject) => {
    let output = ''
    const timer = setTimeout(() => {
      reject(new Error(`redis-server did not start: ${output}`))
    }, 5_000)
    child.once('error', (error) => {
      clearTimeout(timer)
      reject(new Error(`redis-server could not be started (install Debian's redis-server): ${error.message}`))
    })
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      if (output.includes('Ready to accept connections')) {
        clearTimeout(timer)
        resolve()
      }
    })
  })
  const pid = child.pid ?? 0
  return {
    url: `redis://127.0.0.1:${chosen}`,
    port: chosen,
    pid,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) process.kill(pid, signal)
      await exited
    },
  }
}
