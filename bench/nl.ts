/**
 * `npm run bench:nl`: the translator on the question corpus, in process. Prints, per group and language, how many
 * questions get the meaning the corpus expects, then the latency per question (p50, p99, max) over several rounds.
 * Target: p99 at most 5 ms.
 */
import { performance } from 'node:perf_hooks'
import { CORPUS, judge } from '../src/server/nl/corpus'
import { translateQuestion } from '../src/server/nl'

const ROUNDS = 5
const verbose = process.argv.includes('--failures')

const groups = new Map<string, { en: [number, number]; id: [number, number] }>()
let passed = 0
for (const entry of CORPUS) {
  const verdict = judge(entry, translateQuestion(entry.question, entry.market))
  const row = groups.get(entry.group) ?? { en: [0, 0], id: [0, 0] }
  row[entry.lang][1] += 1
  if (verdict.ok) {
    row[entry.lang][0] += 1
    passed += 1
  } else if (verbose) console.log(`FAIL ${entry.lang} ${entry.market} '${entry.question}': ${verdict.why}`)
  groups.set(entry.group, row)
}

const cell = ([ok, total]: [number, number]) => (total === 0 ? '—' : `${ok}/${total}`).padStart(9)
console.log(`${'group'.padEnd(28)}${'English'.padStart(9)}${'Indonesian'.padStart(11)}`)
for (const [group, row] of groups) console.log(`${group.padEnd(28)}${cell(row.en)}  ${cell(row.id)}`)
const percent = ((100 * passed) / CORPUS.length).toFixed(1)
console.log(`${'all'.padEnd(28)}${`${passed}/${CORPUS.length}`.padStart(20)}  (${percent}%)`)

// wall time, and the process's CPU time: on a machine shared with other work the wall time also counts the
// moments this process waited for a core, which the CPU time leaves out
const wall: number[] = []
const cpu: number[] = []
for (let round = 0; round < ROUNDS; round += 1) {
  for (const entry of CORPUS) {
    const startCpu = process.cpuUsage()
    const start = performance.now()
    translateQuestion(entry.question, entry.market)
    wall.push(performance.now() - start)
    const used = process.cpuUsage(startCpu)
    cpu.push((used.user + used.system) / 1000)
  }
}
const summary = (times: number[]) => {
  times.sort((a, b) => a - b)
  const at = (share: number) => (times[Math.min(times.length - 1, Math.floor(share * times.length))] ?? 0).toFixed(3)
  return `p50 ${at(0.5)} ms, p99 ${at(0.99)} ms, max ${at(1)} ms`
}
console.log(`latency per question over ${wall.length} translations (${ROUNDS} rounds of the corpus, in process):`)
console.log(`  wall time: ${summary(wall)}`)
console.log(`  CPU time:  ${summary(cpu)}`)
