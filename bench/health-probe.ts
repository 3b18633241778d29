import { get as httpGet } from 'node:http'
import { option } from './stats'

/**
 * `/healthz` timed on a fresh connection every 200 ms until SIGTERM, then the times (ms) as one JSON line.
 * A process of its own: probed from the process that drives the load, the times would include that process's
 * own busy event loop (200 autocannon connections) rather than the server's.
 */
const port = Number(option('port', '18710'))
const times: number[] = []
const state = { running: true }

function probe(): Promise<void> {
  const started = performance.now()
  return new Promise<void>((resolve) => {
    const done = () => {
      times.push(performance.now() - started)
      resolve()
    }
    const request = httpGet({ host: '127.0.0.1', port, path: '/healthz', agent: false, timeout: 10_000 }, (res) => {
      res.resume()
      res.on('end', done)
    })
    request.on('error', done)
    request.on('timeout', () => {
      request.destroy()
    })
  })
}

process.on('SIGTERM', () => {
  state.running = false
})
while (state.running) {
  await probe()
  await new Promise((resolve) => setTimeout(resolve, 200))
}
process.stdout.write(`${JSON.stringify(times)}\n`)
