/**
 * `npm run bench:nl`: the translator on the question corpus, in process. Prints, per group and language, how many
 * questions get the meaning the corpus expects; then the tuning split (the corpus, which the translator is built
 * against) and the held-out split (written before a change, never tuned on) side by side, with how many responses
 * of each carry a different meaning than asked; then the latency per question (p50, p99, max) over several rounds.
 * Target: p99 at most 5 ms. `--failures` lists every question that misses.
 */
import { performance } from 'node:perf_hooks'
import { CORPUS, HELD_OUT, HELD_OUT_BATCHES, judge } from '../src/server/nl/corpus'
import type { CorpusEntry } from '../src/server/nl/corpus'
import { translateQuestion } from '../src/server/nl'

const ROUNDS = 5
const verbose = process.argv.includes('--failures')

interface Tally {
  ok: number
  total: number
  /** translated with another meaning than asked: worse than a refusal */
  wrong: number
}
type ByLanguage = Record<'en' | 'id', Tally>
const empty = (): ByLanguage => ({ en: { ok: 0, total: 0, wrong: 0 }, id: { ok: 0, total: 0, wrong: 0 } })

function run(entries: readonly CorpusEntry[], split: string, groups?: Map<string, ByLanguage>): ByLanguage {
  const totals = empty()
  for (const entry of entries) {
    const verdict = judge(entry, translateQuestion(entry.question, entry.market))
    const rows = [totals[entry.lang]]
    if (groups !== undefined) {
      const row = groups.get(entry.group) ?? empty()
      groups.set(entry.group, row)
      rows.push(row[entry.lang])
    }
    for (const tally of rows) {
      tally.total += 1
      if (verdict.ok) tally.ok += 1
      else if (!verdict.refused) tally.wrong += 1
    }
    if (!verdict.ok && verbose)
      console.log(
        `${split} ${verdict.refused ? 'REFUSED' : 'WRONG'} ${entry.lang} ${entry.market} '${entry.question}': ${verdict.why}`,
      )
  }
  return totals
}

const groups = new Map<string, ByLanguage>()
const tuning = run(CORPUS, 'tuning', groups)
const heldOut = run(HELD_OUT, 'held-out', groups)
const laterBatches = HELD_OUT_BATCHES.map((batch, index) => run(batch, `held-out ${index + 2}`, groups))

const cell = ({ ok, total }: Tally) => (total === 0 ? '—' : `${ok}/${total}`).padStart(9)
console.log(`${'group'.padEnd(38)}${'English'.padStart(9)}${'Indonesian'.padStart(11)}`)
for (const [group, row] of groups) console.log(`${group.padEnd(38)}${cell(row.en)}  ${cell(row.id)}`)

const percent = ({ ok, total }: Tally) => (total === 0 ? '—' : `${((100 * ok) / total).toFixed(1)}%`)
const line = (name: string, tally: ByLanguage) => {
  const both = { ok: tally.en.ok + tally.id.ok, total: tally.en.total + tally.id.total, wrong: 0 }
  const wrong = tally.en.wrong + tally.id.wrong
  console.log(
    `${name.padEnd(11)}${`${percent(tally.en)} of ${tally.en.total}`.padStart(16)}${`${percent(tally.id)} of ${tally.id.total}`.padStart(16)}` +
      `${`${percent(both)} of ${both.total}`.padStart(16)}${String(wrong).padStart(16)}`,
  )
}
console.log(
  `\n${'split'.padEnd(11)}${'English'.padStart(16)}${'Indonesian'.padStart(16)}${'both'.padStart(16)}${'wrong meaning'.padStart(16)}`,
)
line('tuning', tuning)
line('held-out', heldOut)
for (const [index, tally] of laterBatches.entries()) line(`held-out ${index + 2}`, tally)

// wall time, and the process's CPU time: on a machine shared with other work the wall time also counts the
// moments this process waited for a core, which the CPU time leaves out
const questions = [...CORPUS, ...HELD_OUT, ...HELD_OUT_BATCHES.flat()]
const wall: number[] = []
const cpu: number[] = []
for (let round = 0; round < ROUNDS; round += 1) {
  for (const entry of questions) {
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
console.log(`\nlatency per question over ${wall.length} translations (${ROUNDS} rounds of both splits, in process):`)
console.log(`  wall time: ${summary(wall)}`)
console.log(`  CPU time:  ${summary(cpu)}`)
