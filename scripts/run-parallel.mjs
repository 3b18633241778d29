// Runs lanes of npm scripts at the same time and fails when any script fails. Each argument is one lane: its scripts
// joined by `+` run one after the other, and a lane stops at its first failure (the others run on).
//   node scripts/run-parallel.mjs typecheck lint
// `npm test` runs the type check and lint this way (each is single-threaded, so together they fill two cores), then
// Vitest, then the end-to-end tests: run as lanes beside each other those two only took turns on the same two cores
// (docs/development.md).
// A script's output is held back and printed whole when it ends, so two scripts never interleave; a line says when
// each one starts.
import { spawn } from 'node:child_process'

const lanes = process.argv.slice(2).map((lane) => lane.split('+'))
// under npm, its own CLI through this Node (no shell needed on any platform); run by hand, the npm on the PATH
const npm = process.env.npm_execpath
  ? { command: process.execPath, args: [process.env.npm_execpath] }
  : { command: 'npm', args: [] }
const started = Date.now()
const since = (time) => `${((Date.now() - time) / 1000).toFixed(0)} s`
process.stdout.write(`> ${lanes.map((lane) => lane.join(' then ')).join(', ')}: running at once\n`)

/** Runs one npm script with its output held back; resolves to whether it passed. */
function run(name) {
  return new Promise((resolve) => {
    const scriptStarted = Date.now()
    process.stdout.write(`> ${name}: started at ${since(started)}\n`)
    const child = spawn(npm.command, [...npm.args, 'run', '--silent', name], { stdio: ['ignore', 'pipe', 'pipe'] })
    const output = []
    child.stdout.on('data', (chunk) => output.push(chunk))
    child.stderr.on('data', (chunk) => output.push(chunk))
    child.on('close', (code) => {
      const verdict = code === 0 ? 'passed' : `failed (exit ${String(code)})`
      process.stdout.write(`> ${name}: ${verdict} in ${since(scriptStarted)}\n`)
      process.stdout.write(Buffer.concat(output))
      resolve(code === 0)
    })
  })
}

/** Runs a lane's scripts in order, stopping at the first that fails. */
async function runLane(names) {
  for (const name of names) if (!(await run(name))) return false
  return true
}

const passed = await Promise.all(lanes.map(runLane))
process.stdout.write(`> all lanes ${passed.every(Boolean) ? 'passed' : 'did not pass'} in ${since(started)}\n`)
process.exitCode = passed.every(Boolean) ? 0 : 1
