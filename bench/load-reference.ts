import { createServer } from 'node:http'

/**
 * The yardstick of `npm run bench:load`: a plain `node:http` server answering `/bytes/N` with a pre-serialised JSON
 * body of N bytes (built once per size). Our figures are printed as a ratio of its figures at the same body size.
 */
const bodies = new Map<number, Buffer>()
function body(size: number): Buffer {
  let built = bodies.get(size)
  if (built === undefined) {
    built = Buffer.from(JSON.stringify({ pad: 'x'.repeat(Math.max(0, size - 10)) }))
    bodies.set(size, built)
  }
  return built
}

const server = createServer((request, response) => {
  const size = Number(/^\/bytes\/(\d+)/.exec(request.url ?? '')?.[1] ?? '2')
  const answer = body(Math.min(size, 10_000_000))
  response.writeHead(200, { 'content-type': 'application/json', 'content-length': answer.length })
  response.end(answer)
})
server.listen(Number(process.env.PORT ?? '0'), '127.0.0.1', () => {
  process.stdout.write('ready\n')
})
process.on('SIGTERM', () => server.close(() => process.exit(0)))
