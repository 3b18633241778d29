import type { DemoSink } from '../demo'

/** How often a long build reports: often enough to show it moves, rarely enough to stay a few lines. */
const EVERY_MS = 5_000

const MARKET_NAMES = { idx: 'IDX', sgx: 'SGX' } as const

/**
 * `sink`, reporting how far the build is every few seconds (never per company): the market being built, companies
 * done of its total, the percentage, and the time left at the pace so far. The build runs synchronously, so the
 * clock is read as companies arrive; `now` is there for tests.
 */
export function withBuildProgress(
  sink: DemoSink,
  report: (line: string) => void,
  now: () => number = () => performance.now(),
): DemoSink {
  let market: 'idx' | 'sgx' = 'idx'
  let total = 0
  let done = 0
  let started = now()
  let reported = started
  const companyDone = () => {
    done += 1
    const at = now()
    if (at - reported < EVERY_MS || total === 0) return
    reported = at
    const left = ((at - started) / done) * (total - done)
    report(
      `building the demo market: ${MARKET_NAMES[market]} companies ${done.toLocaleString('en')} of ` +
        `${total.toLocaleString('en')} (${Math.floor((100 * done) / total)} %), about ${Math.ceil(left / 1000)} s left`,
    )
  }
  return {
    ...sink,
    universe: (which, companies) => {
      sink.universe?.(which, companies)
      market = which
      total = companies
      done = 0
      started = now()
    },
    company: (company, yearly, quarterly) => {
      sink.company(company, yearly, quarterly)
      companyDone()
    },
    sgxCompany: (company, yearly) => {
      sink.sgxCompany(company, yearly)
      companyDone()
    },
  }
}
