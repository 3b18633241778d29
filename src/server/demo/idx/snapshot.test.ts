import { describe, expect, it } from 'vitest'
import { idxSnapshotFields } from '../../../shared/catalogue/idx-fields'
import { DEMO_AS_OF, generateDemoMarket } from '../index'
import { IDX_INDICES } from './indices-and-tags'

const market = generateDemoMarket({ seed: 3, scale: 1 })
const { companies, yearly } = market.idx
const snapshots = companies.map((c) => c.snapshot)
const n = (value: number | null) => value ?? NaN
const members = (index: string) => new Set(snapshots.filter((s) => s.indices?.includes(index)).map((s) => s.symbol))
const latestRow = (symbol: string | null) =>
  yearly.filter((r) => r.symbol === symbol && r.year <= 2025).sort((a, b) => b.year - a.year)[0]

describe('IDX snapshot rows', () => {
  it('carry every catalogue field', () => {
    const names = idxSnapshotFields.map((f) => f.name)
    expect(snapshots.filter((s) => names.some((name) => !(name in s))).map((s) => s.symbol)).toEqual([])
  })

  it('quote integer prices inside every window, dated no later than the as-of day', () => {
    const broken = snapshots.filter((s) => {
      const close = n(s.last_close_price)
      const windows = (['ytd', '52_w', '90_d', 'all_time'] as const).every((w) => {
        const dates = [s[`${w}_low_date`] ?? '', s[`${w}_high_date`] ?? '']
        return (
          n(s[`${w}_low_price`]) <= close &&
          n(s[`${w}_high_price`]) >= close &&
          dates.every((date) => date <= DEMO_AS_OF && date >= (s.listing_date ?? ''))
        )
      })
      return !(
        windows &&
        Number.isInteger(close) &&
        // market cap is a whole number of shares at the close
        n(s.market_cap) % close === 0 &&
        (s.ytd_low_date ?? '').startsWith('2026') &&
        (s.ytd_high_date ?? '').startsWith('2026') &&
        n(s.all_time_low_price) <= n(s['52_w_low_price']) &&
        n(s.all_time_high_price) >= n(s['52_w_high_price'])
      )
    })
    expect(broken.map((s) => s.symbol)).toEqual([])
    expect(companies.every((c) => c.latestCloseDate === DEMO_AS_OF)).toBe(true)
  })

  it('value the company on trailing figures: no P/E on a loss, P/B and ROE agree with P/E', () => {
    for (const s of snapshots) {
      if (s.pe_ttm !== null) {
        expect(s.pe_ttm).toBeGreaterThan(0)
        // pe = cap / E and pb = cap / equity, so roe = E / equity = pb / pe
        if (s.pb_mrq !== null) expect(n(s.roe_ttm)).toBeCloseTo(s.pb_mrq / s.pe_ttm, 4)
      } else if (s.roe_ttm !== null && n(s.total_equity_mrq) > 0) {
        expect(s.roe_ttm).toBeLessThanOrEqual(0)
      }
      expect(s.total_assets_mrq).toBe(n(s.total_liabilities_mrq) + n(s.total_equity_mrq))
    }
  })

  it('give forward P/E and intrinsic value only to companies analysts cover', () => {
    for (const c of companies) {
      if (!c.analystRatings) {
        expect(c.snapshot.forward_pe).toBeNull()
        expect(c.snapshot.intrinsic_value).toBeNull()
        continue
      }
      const r = c.analystRatings
      expect(r.strong_buy + r.buy + r.hold + r.sell + r.strong_sell).toBe(r.n_analyst)
      expect(r.updated_on).toMatch(/^2026-\d\d-\d\d \d\d:\d\d:\d\d$/)
    }
  })

  it('report dividends of the past twelve months consistently', () => {
    for (const c of companies) {
      const s = c.snapshot
      const lastYear = c.dividends.filter((d) => d.date > '2025-11-20')
      const ttm = lastYear.reduce((sum, d) => sum + d.total, 0)
      if (lastYear.length === 0) {
        expect(s.dividend_ttm).toBeNull()
        expect(s.yield_ttm).toBeNull()
      } else {
        expect(s.dividend_ttm).toBeCloseTo(ttm, 2)
        expect(s.yield_ttm).toBeCloseTo(ttm / n(s.last_close_price), 8)
      }
      expect(s.last_ex_dividend_date).toBe(c.dividends.at(-1)?.date ?? null)
    }
  })
})

describe('IDX ownership', () => {
  it('lists major shareholders largest first, summing to at most 100 %, the Public row being the free float', () => {
    for (const c of companies) {
      const percentages = c.majorShareholders.map((h) => Number(h.share_percentage))
      expect(percentages).toEqual([...percentages].sort((a, b) => b - a))
      expect(percentages.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(1 + 1e-9)
      const publicRow = c.majorShareholders.filter((h) => h.name === 'Public')
      expect(publicRow).toHaveLength(1)
      expect(c.snapshot.free_float).toBe(Number(publicRow[0]?.share_percentage))
      for (const h of c.majorShareholders) expect(h.share_percentage).toMatch(/^0(\.\d{1,5})?$/)
    }
  })

  it('names other demo companies as holders now and then, by their symbol', () => {
    const symbols = new Set(snapshots.map((s) => s.symbol))
    const listedHolders = companies.flatMap((c) => c.majorShareholders.filter((h) => h.symbol !== null))
    expect(listedHolders.length).toBeGreaterThan(10)
    for (const h of listedHolders) expect(symbols.has(h.symbol)).toBe(true)
  })

  it('ties affiliates, conglomerate groups and executives together', () => {
    const grouped = companies.filter((c) => c.snapshot.affiliates !== null)
    expect(grouped.length / companies.length).toBeGreaterThan(0.05)
    expect(grouped.length / companies.length).toBeLessThan(0.3)
    for (const c of companies) {
      expect(c.conglomeratesGroup).toEqual(c.snapshot.affiliates ? [`${c.snapshot.affiliates[0]} Group`] : [])
      expect(c.keyExecutives.length).toBeGreaterThanOrEqual(4)
      expect(c.keyExecutives.length).toBeLessThanOrEqual(8)
      if (c.institutionalFlow.length > 0) expect(c.institutionalFlow).toHaveLength(15)
    }
    const disclosing = companies.filter((c) => c.executivesShareholdings !== null).length / companies.length
    expect(disclosing).toBeGreaterThan(0.35)
    expect(disclosing).toBeLessThan(0.65)
  })
})

describe('IDX indices', () => {
  it('have their fixed sizes, IDX30 inside LQ45 inside KOMPAS100', () => {
    const sizes: Record<string, number> = { LQ45: 45, IDX30: 30, KOMPAS100: 100, JII70: 70, IDXHIDIV20: 20 }
    Object.assign(sizes, { IDXBUMN20: 20, SRIKEHATI: 25, IDXESGL: 30, IDXG30: 30, IDXQ30: 30, IDXV30: 30 })
    Object.assign(sizes, { ECONOMIC30: 30, SMINFRA18: 18, FTSE: 30, IDXVESTA28: 28 })
    for (const index of IDX_INDICES) expect(members(index).size).toBe(sizes[index])
    for (const symbol of members('IDX30')) expect(members('LQ45').has(symbol)).toBe(true)
    for (const symbol of members('LQ45')) expect(members('KOMPAS100').has(symbol)).toBe(true)
  })

  it('go mostly to the largest names, and are null rather than empty for the rest', () => {
    const lq45Ranks = snapshots.filter((s) => s.indices?.includes('LQ45')).map((s) => n(s.market_cap_rank))
    expect(lq45Ranks.filter((rank) => rank <= 100).length).toBeGreaterThan(35)
    for (const s of snapshots) if (s.indices !== null) expect(s.indices.length).toBeGreaterThan(0)
    for (const symbol of members('IDXHIDIV20')) {
      expect(n(snapshots.find((s) => s.symbol === symbol)?.yield_ttm ?? null)).toBeGreaterThan(0)
    }
  })
})

describe('IDX tags', () => {
  it('follow from the data they describe', () => {
    for (const s of snapshots) {
      const tags = new Set(s.tags)
      const close = n(s.last_close_price)
      expect(tags.has('52-w-high')).toBe(close >= 0.98 * n(s['52_w_high_price']))
      expect(tags.has('90-d-high')).toBe(close >= 0.98 * n(s['90_d_high_price']))
      expect(tags.has('ytd-high')).toBe(close >= 0.98 * n(s.ytd_high_price))
      expect(tags.has('all-time-high')).toBe(close >= 0.98 * n(s.all_time_high_price))
      expect(tags.has('dividend-yield-ttm-above-5-percent')).toBe(n(s.yield_ttm) > 0.05)
      expect(tags.has('esg-under-25')).toBe(s.esg_score !== null && s.esg_score < 25)
      expect(tags.has('public-float-under-25')).toBe(n(s.free_float) < 0.25)
      if (tags.has('dividend-increase-5y')) {
        const row = latestRow(s.symbol)
        expect(row?.total_dividend).not.toBeNull()
      }
    }
    const tagged = (tag: string) => snapshots.filter((s) => s.tags?.includes(tag)).length
    expect(tagged('top-90d-transaction-value')).toBe(20)
    expect(tagged('top-90d-transaction-volume')).toBe(20)
    expect(tagged('top-20-institution-buying')).toBe(20)
  })

  it('include ESG scores of 15–45 for about 60 % of companies', () => {
    const scored = snapshots.filter((s) => s.esg_score !== null)
    expect(scored.length / snapshots.length).toBeGreaterThan(0.5)
    expect(scored.length / snapshots.length).toBeLessThan(0.7)
    for (const s of scored) {
      expect(n(s.esg_score)).toBeGreaterThanOrEqual(15)
      expect(n(s.esg_score)).toBeLessThanOrEqual(45)
    }
  })
})
