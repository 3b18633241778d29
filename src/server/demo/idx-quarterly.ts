import {
  idxQuarterlyFields,
  QUARTERLY_BALANCE_LINES,
  QUARTERLY_FLOW_LINES,
  type QuarterlyLine,
} from '../../shared/catalogue/idx-quarterly-fields'
import { DEMO_AS_OF } from './calendar'
import type { IdxQuarterlyRow, IdxYearlyRow } from './model'
import { rngFor, type Rng } from './random'
import { nullRow } from './rows'

/** A fiscal quarter: `{ year: 2024, quarter: 1 }` is Q1-2024. */
export interface Quarter {
  readonly year: number
  readonly quarter: number
}

/**
 * The latest quarter IDX companies have reported by `asOf`: quarterly statements are due a month after the
 * quarter (Q1 by the end of April, Q2 by the end of July, Q3 by the end of October), the year's by the end of
 * March. On 2026-11-20 that is Q3-2026.
 */
export function latestReportedQuarter(asOf: string): Quarter {
  const year = Number(asOf.slice(0, 4))
  const month = Number(asOf.slice(5, 7))
  if (month >= 11) return { year, quarter: 3 }
  if (month >= 8) return { year, quarter: 2 }
  if (month >= 5) return { year, quarter: 1 }
  return { year: year - 1, quarter: month >= 4 ? 4 : 3 }
}

/** The demo's latest reported quarter; about one company in seven is still a quarter behind it. */
export const LATEST_QUARTER = latestReportedQuarter(DEMO_AS_OF)
const SHARE_BEHIND = 0.15

type Line = QuarterlyLine

/**
 * The snapshot's most-recent-quarter figures (`total_revenue_mrq`, `earnings_mrq`, `*_mrq`, and the same quarter a
 * year before behind `yoy_quarter_*_growth`): the latest quarter and its year-ago twin are these, so the screener's
 * MRQ fields and its quarterly fields tell the same story.
 */
export interface MostRecentQuarter {
  readonly revenueMrq: number
  readonly earningsMrq: number
  readonly revenueMrqYearAgo: number
  readonly earningsMrqYearAgo: number
  readonly assetsMrq: number
  readonly equityMrq: number
  readonly debtMrq: number
}

/** Four positive shares of a year that add up to one: a company's seasonal shape, shaken a little each year. */
function seasonalShares(rng: Rng, shape: readonly number[]): number[] {
  const raw = shape.map((weight) => Math.max(0.05, weight * (1 + rng.normal(0, 0.08))))
  const total = raw.reduce((sum, weight) => sum + weight, 0)
  return raw.map((weight) => weight / total)
}

/**
 * Splits a yearly flow into four quarters that add up to it: the first three rounded, the fourth the rest. Written
 * out rather than mapped: it runs for every flow line of every company-year at start-up.
 */
function splitFlow(total: number, shares: readonly number[]): number[] {
  const first = Math.round(total * (shares[0] ?? 0))
  const second = Math.round(total * (shares[1] ?? 0))
  const third = Math.round(total * (shares[2] ?? 0))
  return [first, second, third, total - (first + second + third)]
}

/**
 * Like `splitFlow`, with one quarter fixed at `value` and the rest of the year spread over the other three. Used
 * only when the rest keeps the sign of the year (a fixed quarter larger than a positive year would need a
 * negative quarter elsewhere); otherwise the plain split stands.
 */
function splitFlowPinned(total: number, shares: readonly number[], index: number, value: number): number[] {
  const rest = total - value
  if (total !== 0 && Math.sign(rest) !== Math.sign(total)) return splitFlow(total, shares)
  const others = shares.map((share, i) => (i === index ? 0 : share))
  const sum = others.reduce((a, b) => a + b, 0)
  const parts = splitFlow(
    rest,
    others.map((share) => share / sum),
  )
  // the pinned quarter's share was zero, so its part is zero: move the rounding rest onto the last other quarter
  const pinned = parts.map((part, i) => (i === index ? value : part))
  const difference = total - pinned.reduce((a, b) => a + b, 0)
  const last = index === 3 ? 2 : 3
  pinned[last] = (pinned[last] ?? 0) + difference
  return pinned
}

/** Quarter-end positions from the previous year end to this one; Q4 is the year end itself. */
function interpolateBalance(rng: Rng, opening: number, closing: number): number[] {
  const positions = [0, 0, 0, closing]
  for (let i = 1; i <= 3; i++)
    positions[i - 1] = Math.round((opening + ((closing - opening) * i) / 4) * (1 + rng.normal(0, 0.015)))
  return positions
}

/** Writes one line's four quarterly values; a line the year does not report stays null (the template's value). */
function setLine(quarters: readonly IdxQuarterlyRow[], line: Line, parts: readonly number[]): void {
  const key = FIELD[line]
  for (let i = 0; i < quarters.length; i++) {
    const quarter = quarters[i]
    if (quarter !== undefined) quarter[key] = parts[i] ?? null
  }
}

/**
 * The company's quarterly statements, derived from its yearly rows so that they agree: for every reported year,
 * flow lines of the four quarters add up to the year and balance lines at Q4 equal the year end. Quarters of the
 * year after the last complete one continue the trend up to the latest reported quarter (a quarter earlier for
 * late filers). Lines the company does not report yearly (bank lines for a miner) stay null.
 */
export function idxQuarterlyRows(
  seed: number,
  key: string,
  symbol: string,
  yearly: readonly IdxYearlyRow[],
  recent: MostRecentQuarter | null = null,
): IdxQuarterlyRow[] {
  const rng = rngFor(seed, 'idx-quarterly', key)
  const last: Quarter = rng.chance(SHARE_BEHIND)
    ? LATEST_QUARTER.quarter === 1
      ? { year: LATEST_QUARTER.year - 1, quarter: 4 }
      : { year: LATEST_QUARTER.year, quarter: LATEST_QUARTER.quarter - 1 }
    : LATEST_QUARTER
  const incomeShape = [0.23, 0.25, 0.25, 0.27].map((weight) => weight * rng.range(0.85, 1.15))
  const cashShape = [0.2, 0.25, 0.25, 0.3].map((weight) => weight * rng.range(0.7, 1.3))
  const rows: IdxQuarterlyRow[] = []
  const years = [...yearly].sort((a, b) => a.year - b.year)
  let previous: IdxYearlyRow | null = null
  for (const row of years) {
    if (row.year > last.year) break
    const income = seasonalShares(rng, incomeShape)
    const cash = seasonalShares(rng, cashShape)
    const quarters = [1, 2, 3, 4].map((quarter) => emptyQuarter(symbol, row.year, quarter))
    const yearAgo = recent !== null && row.year === last.year - 1 ? last.quarter - 1 : null
    for (const line of QUARTERLY_FLOW_LINES) {
      const total = row[line]
      if (total === null) continue
      const shares = CASH_LINES.has(line) ? cash : income
      const pin = yearAgo === null ? undefined : pinnedYearAgo(line, recent)
      setLine(
        quarters,
        line,
        pin === undefined || yearAgo === null ? splitFlow(total, shares) : splitFlowPinned(total, shares, yearAgo, pin),
      )
    }
    for (const line of QUARTERLY_BALANCE_LINES) {
      const closing = row[line]
      const before = previous?.year === row.year - 1 ? previous[line] : null
      const opening = before ?? (closing === null ? null : closing / (1 + rng.range(0, 0.15)))
      if (closing !== null && opening !== null) setLine(quarters, line, interpolateBalance(rng, opening, closing))
    }
    const reported = row.year === last.year ? last.quarter : 4
    for (const quarter of quarters.slice(0, reported)) {
      keepBalanceIdentity(quarter)
      rows.push(quarter)
    }
    previous = row
  }
  const lastYear = previous
  if (lastYear !== null && lastYear.year === last.year - 1) rows.push(...partialYear(rng, symbol, rows.slice(-4), last))
  const latest = rows.at(-1)
  if (recent !== null && latest !== undefined && latest.year === last.year) pinLatest(latest, recent)
  return rows
}

/** The year-ago twin of the snapshot's most recent quarter, for the two lines the snapshot states. */
function pinnedYearAgo(line: Line, recent: MostRecentQuarter | null): number | undefined {
  if (line === 'revenue') return recent?.revenueMrqYearAgo
  if (line === 'earnings') return recent?.earningsMrqYearAgo
  return undefined
}

/** The quarters of the year in progress: last year's same quarter grown by this year's rate, positions trending. */
function partialYear(rng: Rng, symbol: string, lastYear: readonly IdxQuarterlyRow[], last: Quarter): IdxQuarterlyRow[] {
  const yearEnd = lastYear[3]
  if (yearEnd === undefined) return []
  const growth = rng.range(-0.1, 0.15)
  const rows: IdxQuarterlyRow[] = []
  for (let quarter = 1; quarter <= last.quarter; quarter++) {
    const same = lastYear[quarter - 1] ?? yearEnd
    const row = emptyQuarter(symbol, last.year, quarter)
    for (const line of QUARTERLY_FLOW_LINES) {
      const base = same[FIELD[line]]
      row[FIELD[line]] = base === null ? null : Math.round(base * (1 + growth + rng.normal(0, 0.05)))
    }
    for (const line of QUARTERLY_BALANCE_LINES) {
      const base = yearEnd[FIELD[line]]
      row[FIELD[line]] = base === null ? null : Math.round(base * (1 + (growth * quarter) / 4 + rng.normal(0, 0.015)))
    }
    keepBalanceIdentity(row)
    rows.push(row)
  }
  return rows
}

// Object.fromEntries forgets which key holds which name; the map below is built from the same two lists.
const FIELD = Object.fromEntries(
  [...QUARTERLY_FLOW_LINES, ...QUARTERLY_BALANCE_LINES].map((line) => [line, `${line}_q` as const]),
) as { readonly [L in Line]: `${L}_q` }

/** Cash-flow lines follow their own seasonal shape, apart from the income statement's. */
const CASH_LINES: ReadonlySet<Line> = new Set<Line>([
  'operating_cash_flow', 'investing_cash_flow', 'financing_cash_flow', 'free_cash_flow', 'capital_expenditure',
  'realized_capital_goods_investment',
]) // prettier-ignore

/** Liabilities are what the assets owe beyond equity, at every quarter end, as at every year end. */
function keepBalanceIdentity(row: IdxQuarterlyRow): void {
  if (row.total_assets_q !== null && row.total_equity_q !== null && row.total_liabilities_q !== null)
    row.total_liabilities_q = row.total_assets_q - row.total_equity_q
}

/** The latest quarter is the snapshot's most recent quarter. */
function pinLatest(row: IdxQuarterlyRow, recent: MostRecentQuarter): void {
  if (row.revenue_q !== null) row.revenue_q = recent.revenueMrq
  if (row.earnings_q !== null) row.earnings_q = recent.earningsMrq
  if (row.total_assets_q !== null) row.total_assets_q = recent.assetsMrq
  if (row.total_equity_q !== null) row.total_equity_q = recent.equityMrq
  if (row.total_debt_q !== null) row.total_debt_q = recent.debtMrq
  keepBalanceIdentity(row)
}

// One template with every key, cloned whole: V8 copies a spread-only literal fast, several times faster than a
// literal with keys before the spread, and this runs for every quarter of every company at start-up.
const QUARTER_TEMPLATE: IdxQuarterlyRow = { symbol: '', year: 0, quarter: 0, ...nullRow(idxQuarterlyFields) }

function emptyQuarter(symbol: string, year: number, quarter: number): IdxQuarterlyRow {
  const row = { ...QUARTER_TEMPLATE }
  row.symbol = symbol
  row.year = year
  row.quarter = quarter
  return row
}
