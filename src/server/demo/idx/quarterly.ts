import {
  idxQuarterlyFields,
  QUARTERLY_BALANCE_LINES,
  QUARTERLY_FLOW_LINES,
  type QuarterlyLine,
} from '../../../shared/catalogue/idx-quarterly-fields'
import { LATEST_QUARTER, type Quarter } from '../core/calendar'
import type { IdxQuarterlyRow, IdxYearlyRow } from '../model'
import { at, type Rng, rngFor, roundHalfUp } from '../core/random'

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
 * Splits a yearly flow into four quarters that add up to it, written into `into` from `at`: the first three
 * rounded, the fourth the rest. Written out rather than mapped: it runs for every flow line of every company-year
 * at start-up.
 */
function splitFlow(total: number, shares: readonly number[], into: QuarterBlock, at: number): void {
  const first = roundHalfUp(total * (shares[0] ?? 0))
  const second = roundHalfUp(total * (shares[1] ?? 0))
  const third = roundHalfUp(total * (shares[2] ?? 0))
  into[at] = first
  into[at + 1] = second
  into[at + 2] = third
  into[at + 3] = total - (first + second + third)
}

/**
 * Like `splitFlow`, with one quarter fixed at `value` and the rest of the year spread over the other three. Used
 * only when the rest keeps the sign of the year (a fixed quarter larger than a positive year would need a
 * negative quarter elsewhere); otherwise the plain split stands.
 */
function splitFlowPinned(
  total: number,
  shares: readonly number[],
  pinned: { index: number; value: number },
  into: QuarterBlock,
  at: number,
): void {
  const { index, value } = pinned
  const rest = total - value
  if (total !== 0 && Math.sign(rest) !== Math.sign(total)) {
    splitFlow(total, shares, into, at)
    return
  }
  const others = shares.map((share, i) => (i === index ? 0 : share))
  const sum = others.reduce((a, b) => a + b, 0)
  splitFlow(
    rest,
    others.map((share) => share / sum),
    into,
    at,
  )
  // the pinned quarter's share was zero, so its part is zero: move the rounding rest onto the last other quarter
  into[at + index] = value
  const difference = total - (0 + (into[at] ?? 0) + (into[at + 1] ?? 0) + (into[at + 2] ?? 0) + (into[at + 3] ?? 0))
  const last = at + (index === 3 ? 2 : 3)
  into[last] = (into[last] ?? 0) + difference
}

/** Quarter-end positions from the previous year end to this one, written into `into` from `at`; Q4 is the year end. */
function interpolateBalance(rng: Rng, opening: number, closing: number, into: QuarterBlock, at: number): void {
  for (let i = 1; i <= 3; i++)
    into[at + i - 1] = roundHalfUp((opening + ((closing - opening) * i) / 4) * (1 + rng.normal(0, 0.015)))
  into[at + 3] = closing
}

/**
 * The company's quarterly statements, derived from its yearly rows so that they agree: for every reported year,
 * flow lines of the four quarters add up to the year and balance lines at Q4 equal the year end. Quarters of the
 * year after the last complete one continue the trend up to the latest reported quarter (a quarter earlier for
 * late filers). Lines the company does not report yearly (bank lines for a miner) stay null.
 *
 * A year's quarters are worked out as numbers in a block (see QuarterBlock) and made into rows at the end. Writing
 * 44 fields by name into four rows a year went through V8's generic keyed lookup each time, for every year of every
 * company at start-up: building the companies at scale 30 took 4.6-4.8 s that way and takes 3.8 s now (same rows).
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
  // the year's and the year before's yearly figures, and the quarters of the last year worked out
  let lines = new Float64Array(LINES.length)
  let before = new Float64Array(LINES.length)
  let previousYear: number | null = null
  const quarters: QuarterBlock = newBlock()
  for (const row of years) {
    if (row.year > last.year) break
    const income = seasonalShares(rng, incomeShape)
    const cash = seasonalShares(rng, cashShape)
    readLines(row, lines)
    quarters.fill(Number.NaN)
    const yearAgo = recent !== null && row.year === last.year - 1 ? last.quarter - 1 : null
    for (let line = 0; line < FLOW_LINES; line++) {
      const total = lines[line] ?? Number.NaN
      if (Number.isNaN(total)) continue
      const shares = CASH_LINE[line] === 1 ? cash : income
      const pin = yearAgo === null ? undefined : pinnedYearAgo(at(LINES, line), recent)
      if (pin === undefined || yearAgo === null) splitFlow(total, shares, quarters, line * 4)
      else splitFlowPinned(total, shares, { index: yearAgo, value: pin }, quarters, line * 4)
    }
    const followsOn = previousYear === row.year - 1
    for (let line = FLOW_LINES; line < LINES.length; line++) {
      const closing = lines[line] ?? Number.NaN
      const known = followsOn ? (before[line] ?? Number.NaN) : Number.NaN
      const opening = !Number.isNaN(known) || Number.isNaN(closing) ? known : closing / (1 + rng.range(0, 0.15))
      if (!Number.isNaN(closing) && !Number.isNaN(opening))
        interpolateBalance(rng, opening, closing, quarters, line * 4)
    }
    const reported = row.year === last.year ? last.quarter : 4
    for (let quarter = 1; quarter <= reported; quarter++) {
      keepBalanceIdentity(quarters, quarter)
      if (row.year === last.year && quarter === reported) pinLatest(quarters, quarter, recent)
      rows.push(makeQuarter(symbol, row.year, quarter, quarters))
    }
    ;[lines, before] = [before, lines]
    previousYear = row.year
  }
  // the year before the latest quarter's was worked out in full (all four quarters reported): the year goes on
  if (previousYear !== null && previousYear === last.year - 1)
    rows.push(...partialYear(rng, symbol, quarters, { last, recent }))
  return rows
}

/** The year-ago twin of the snapshot's most recent quarter, for the two lines the snapshot states. */
function pinnedYearAgo(line: Line, recent: MostRecentQuarter | null): number | undefined {
  if (line === 'revenue') return recent?.revenueMrqYearAgo
  if (line === 'earnings') return recent?.earningsMrqYearAgo
  return undefined
}

/** The quarters of the year in progress: last year's same quarter grown by this year's rate, positions trending. */
function partialYear(
  rng: Rng,
  symbol: string,
  lastYear: QuarterBlock,
  { last, recent }: { last: Quarter; recent: MostRecentQuarter | null },
): IdxQuarterlyRow[] {
  const growth = rng.range(-0.1, 0.15)
  const rows: IdxQuarterlyRow[] = []
  const quarters = newBlock()
  for (let quarter = 1; quarter <= last.quarter; quarter++) {
    for (let line = 0; line < LINES.length; line++) {
      const flow = line < FLOW_LINES
      // a flow grows from the same quarter a year ago, a position from last year's end
      const base = lastYear[line * 4 + (flow ? quarter - 1 : 3)] ?? Number.NaN
      if (Number.isNaN(base)) continue
      const factor = flow ? 1 + growth + rng.normal(0, 0.05) : 1 + (growth * quarter) / 4 + rng.normal(0, 0.015)
      quarters[line * 4 + quarter - 1] = roundHalfUp(base * factor)
    }
    keepBalanceIdentity(quarters, quarter)
    if (quarter === last.quarter) pinLatest(quarters, quarter, recent)
    rows.push(makeQuarter(symbol, last.year, quarter, quarters))
  }
  return rows
}

/** Cash-flow lines follow their own seasonal shape, apart from the income statement's. */
const CASH_LINES: ReadonlySet<Line> = new Set<Line>([
  'operating_cash_flow', 'investing_cash_flow', 'financing_cash_flow', 'free_cash_flow', 'capital_expenditure',
  'realized_capital_goods_investment',
]) // prettier-ignore

/** Liabilities are what the assets owe beyond equity, at every quarter end, as at every year end. */
function keepBalanceIdentity(quarters: QuarterBlock, quarter: number): void {
  const assets = quarters[TOTAL_ASSETS * 4 + quarter - 1] ?? Number.NaN
  const equity = quarters[TOTAL_EQUITY * 4 + quarter - 1] ?? Number.NaN
  const liabilities = TOTAL_LIABILITIES * 4 + quarter - 1
  if (!Number.isNaN(assets) && !Number.isNaN(equity) && !Number.isNaN(quarters[liabilities] ?? Number.NaN))
    quarters[liabilities] = assets - equity
}

/** The latest quarter (`quarter` of the block) is the snapshot's most recent quarter, where it reports the line. */
function pinLatest(quarters: QuarterBlock, quarter: number, recent: MostRecentQuarter | null): void {
  if (recent === null) return
  const pin = (line: number, value: number) => {
    const at = line * 4 + quarter - 1
    if (!Number.isNaN(quarters[at] ?? Number.NaN)) quarters[at] = value
  }
  pin(REVENUE, recent.revenueMrq)
  pin(EARNINGS, recent.earningsMrq)
  pin(TOTAL_ASSETS, recent.assetsMrq)
  pin(TOTAL_EQUITY, recent.equityMrq)
  pin(TOTAL_DEBT, recent.debtMrq)
  keepBalanceIdentity(quarters, quarter)
}

/** Every quarterly line, flows first: the catalogue's quarterly fields (`<line>_q`) in the same order. */
const LINES: readonly Line[] = [...QUARTERLY_FLOW_LINES, ...QUARTERLY_BALANCE_LINES]
const FLOW_LINES = QUARTERLY_FLOW_LINES.length
/** 1 for a flow line that follows the cash-flow seasons, by line. */
const CASH_LINE = Uint8Array.from(QUARTERLY_FLOW_LINES, (line) => (CASH_LINES.has(line) ? 1 : 0))
const REVENUE = LINES.indexOf('revenue')
const EARNINGS = LINES.indexOf('earnings')
const TOTAL_DEBT = LINES.indexOf('total_debt')
const TOTAL_ASSETS = LINES.indexOf('total_assets')
const TOTAL_EQUITY = LINES.indexOf('total_equity')
const TOTAL_LIABILITIES = LINES.indexOf('total_liabilities')

/** A year's quarters as numbers: line `l`'s value in quarter `q` (1-4) at `l * 4 + q - 1`; NaN where not reported. */
type QuarterBlock = Float64Array

const newBlock = (): QuarterBlock => new Float64Array(LINES.length * 4).fill(Number.NaN)

const orNull = (value: number): number | null => (Number.isNaN(value) ? null : value)

// The two functions below are written out for the lines (see rowEncoder in db/inserters.ts, which does the same for
// the rows going into the database): each field read or written by a constant name, which V8 resolves once.
// They are generated from our own catalogue's names, quoted with JSON.stringify.
/* eslint-disable @typescript-eslint/no-implied-eval -- generated from our constants, see above */

/** Puts a yearly row's value of each line into `lines`, NaN where the year does not report it. */
const readLines = (
  new Function(
    `return (row, lines) => { ${LINES.map((line, i) => `lines[${String(i)}] = row[${JSON.stringify(line)}] ?? NaN`).join('; ')} }`,
  ) as () => (row: IdxYearlyRow, lines: Float64Array) => void
)()

/** A quarter's row from its column of a block: every key in the catalogue's order, null where not reported. */
const makeQuarter = (
  new Function(
    'orNull',
    `return (symbol, year, quarter, block) => ({ symbol, year, quarter, ${idxQuarterlyFields
      .map(({ name }, i) => `${JSON.stringify(name)}: orNull(block[${String(i * 4)} + quarter - 1])`)
      .join(', ')} })`,
  ) as (
    convert: typeof orNull,
  ) => (symbol: string, year: number, quarter: number, block: QuarterBlock) => IdxQuarterlyRow
)(orNull)
/* eslint-enable @typescript-eslint/no-implied-eval */
