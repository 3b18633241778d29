// Runs npm scripts at the same time and fails when any of them fails: `node scripts/run-parallel.mjs typecheck lint`.
// `npm test` runs the type check and lint this way: each is one single-threaded process, so on two cores together
// they take about as long as the slower one alone. Each script's output is held back and printed whole when it ends,
// so the two never interleave.
import { spawn } from 'node:child_process'

const names = process.argv.slice(2)
// under npm, its own CLI through this Node (no shell needed on any platform); run by hand, the npm on the PATH
const npm = process.env.npm_execpath
  ? { command: process.execPath, args: [process.env.npm_execpath] }
  : { command: 'npm', args: [] }
process.stdout.write(`> ${names.join(', ')}: running at once\n`)

const runs = names.map(
  (name) =>
    new Promise((resolve) => {
      const started = Date.now()
      const child = spawn(npm.command, [...npm.args, 'run', '--silent', name], { stdio: ['ignore', 'pipe', 'pipe'] })
      const output = []
      child.stdout.on('data', (chunk) => output.push(chunk))
      child.stderr.on('data', (chunk) => output.push(chunk))
      child.on('close', (code) => {
        const seconds = ((Date.now() - started) / 1000).toFixed(0)
        process.stdout.write(`> ${name}: ${code === 0 ? 'passed' : `failed (exit ${String(code)})`} in ${seconds} s\n`)
        process.stdout.write(Buffer.concat(output))
        resolve(code === 0)
      })
    }),
)

const passed = await Promise.all(runs)
process.exitCode = passed.every(Boolean) ? 0 : 1
