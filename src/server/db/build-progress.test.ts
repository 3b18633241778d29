import { describe, expect, it } from 'vitest'
import { streamDemoMarket, type DemoSink } from '../demo'
import { withBuildProgress } from './build-progress'

const quietSink: DemoSink = {
  company: () => undefined,
  labels: () => undefined,
  trading: () => undefined,
  tradingDays: () => undefined,
  sgxCompany: () => undefined,
  sgxTags: () => undefined,
  marketSeries: () => undefined,
  auction: () => undefined,
  finished: () => undefined,
}

describe('a long build', () => {
  it('reports every few seconds how far it is, not once per company', () => {
    const lines: string[] = []
    // a clock that moves a tenth of a second per company: the build "takes" far more than a few seconds
    let clock = 0
    const counts = streamDemoMarket(
      { seed: 3, scale: 0.3 },
      withBuildProgress(
        quietSink,
        (line) => lines.push(line),
        () => (clock += 100),
      ),
    )
    const companies = counts.idx_companies + counts.sgx_companies
    expect(lines.length).toBeGreaterThan(2)
    expect(lines.length).toBeLessThan(companies / 20)
    expect(lines[0]).toMatch(/^building the demo market: IDX companies [\d,]+ of [\d,]+ \(\d+ %\), about \d+ s left$/)
    expect(lines.at(-1)).toMatch(
      /^building the demo market: SGX companies [\d,]+ of [\d,]+ \(\d+ %\), about \d+ s left$/,
    )
    const [, done = '', total = ''] = /companies ([\d,]+) of ([\d,]+)/.exec(lines[0] ?? '') ?? []
    const number = (text: string) => Number(text.replaceAll(',', ''))
    expect(number(done)).toBeLessThan(number(total))
    expect(number(total)).toBe(counts.idx_companies)
  })

  it('says nothing when it finishes within a few seconds', () => {
    const lines: string[] = []
    streamDemoMarket(
      { seed: 3, scale: 0.05 },
      withBuildProgress(
        quietSink,
        (line) => lines.push(line),
        () => 0,
      ),
    )
    expect(lines).toEqual([])
  })
})
