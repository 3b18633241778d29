import { sgxSnapshotFields } from '../../../shared/catalogue/sgx-fields'
import { AS_OF_DAY, dayNumber } from '../core/calendar'
import { LATEST_YEAR } from '../core/calibration'
import { dividendIncreased5y, nearHighTags } from '../idx/indices-and-tags'
import type { SgxSnapshotRow, SgxYearlyRow } from '../model'
import { closeBack, quoteExtremes } from '../prices/price-path'
import { at, clamp, rngFor, roundHalfUp } from '../core/random'
import { multiple, nullRow, ratio } from '../core/rows'
import type { SgxFinancials } from './financials'
import type { SgxDividends, SgxPriceHistory } from './market'
import type { SgxBlueprint } from './universe'

/** The SGX snapshot row, consistent with the company's yearly rows, path and dividends. Tags come later. */
export function sgxSnapshot(
  seed: number,
  company: SgxBlueprint,
  prices: SgxPriceHistory,
  financials: SgxFinancials,
  dividends: SgxDividends,
  employees: number | null,
): SgxSnapshotRow {
  const rng = rngFor(seed, 'sgx-snapshot', company.key)
  const { close, path, marketCap } = prices
  const latest = at(financials.years, financials.years.length - 1)
  const previous = at(financials.years, financials.years.length - 2)
  const i = latest.income
  const eps = financials.earningsTtm / prices.shares
  const n = path.closes.length
  const back = (tradingDays: number) => (n > tradingDays ? close / closeBack(path, tradingDays) - 1 : null)
  const yearEnd2025 = prices.yearEnds.get(LATEST_YEAR)
  const yearEnd2023 = prices.yearEnds.get(LATEST_YEAR - 2)
  const revenue = i.revenue > 0 ? i.revenue : null
  const row: SgxSnapshotRow = {
    ...nullRow(sgxSnapshotFields),
    symbol: company.symbol,
    company_name: company.name,
    sector: company.subSector.sector.name,
    sub_sector: company.subSector.name,
    market_cap: marketCap,
    // average daily shares traded: a year's turnover of about a third of the company, spread over 250 days
    volume: roundHalfUp((prices.shares * rng.logNormal(0.3, 0.9)) / 250),
    employee_num: employees,
    last_close_price: close,
    change_1d: back(1),
    change_7d: back(5),
    change_1m: back(21),
    change_ytd: yearEnd2025 === undefined ? null : close / yearEnd2025 - 1,
    change_1y: prices.yearChange,
    change_3y: yearEnd2023 === undefined ? null : close / yearEnd2023 - 1,
    pe: multiple(close, eps),
    pb: multiple(marketCap, latest.totalEquity),
    ps: multiple(marketCap, financials.revenueTtm),
    pcf: multiple(marketCap, latest.operatingCashFlow),
    beta: roundHalfUp(clamp(rng.normal(0.8, 0.35), -0.2, 2.2) * 1e6) / 1e6,
    eps,
    gross_margin: company.isBank ? null : ratio(i.grossProfit, revenue),
    operating_margin: ratio(i.operatingPnl, revenue),
    net_profit_margin: ratio(i.earnings, revenue),
    quick_ratio: company.isBank ? null : ratio(latest.currentAssets * 0.8, latest.currentLiabilities),
    current_ratio: company.isBank ? null : ratio(latest.currentAssets, latest.currentLiabilities),
    debt_to_equity: ratio(latest.totalDebt, latest.totalEquity),
    one_year_eps_growth: previous.income.earnings === 0 ? null : growth(i.earnings, previous.income.earnings),
    one_year_sales_growth: previous.income.revenue > 0 ? growth(i.revenue, previous.income.revenue) : null,
  }
  const extremes = quoteExtremes(path, prices.allTime)
  Object.assign(row, extremes, dividendFields(dividends, close, eps))
  return row
}

function growth(current: number, before: number): number {
  return (current - before) / Math.abs(before)
}

function dividendFields(dividends: SgxDividends, close: number, eps: number): Partial<SgxSnapshotRow> {
  const ttm = dividends.payments.filter((p) => dayNumber(p.date) > AS_OF_DAY - 365).reduce((s, p) => s + p.total, 0)
  const recent = [1, 2, 3, 4, 5].map((k) => dividends.byYear.get(LATEST_YEAR + 1 - k) ?? null)
  const paid = recent.filter((d) => d !== null)
  const last = recent[0] ?? null
  const before = recent[1] ?? null
  // the next year's dividend is expected a little above the last one; none expected from a lapsed payer
  const expected = last ? last.total * 1.02 : ttm > 0 ? ttm * 1.02 : null
  const forward = expected === null ? null : roundHalfUp(expected * 1e4) / 1e4
  if (paid.length === 0 && forward === null) return {}
  return {
    forward_dividend: forward,
    forward_dividend_yield: forward === null ? null : forward / close,
    dividend_ttm: ttm > 0 ? roundHalfUp(ttm * 1e4) / 1e4 : null,
    dividend_yield_5y_avg: paid.length > 0 ? paid.reduce((s, d) => s + d.yield, 0) / paid.length : null,
    dividend_growth_rate: last && before ? last.total / before.total - 1 : null,
    payout_ratio: ttm > 0 && eps > 0 ? ttm / eps : null,
  }
}

/** SGX tags, each derived from fields a user can see. */
export const SGX_TAGS = [
  '52-w-high',
  '90-d-high',
  'ytd-high',
  'all-time-high',
  'dividend-increase-5y',
  'top-90d-transaction-value',
] as const

export function sgxTags(row: SgxSnapshotRow, yearly: readonly SgxYearlyRow[], topValue: boolean): string[] {
  // named one by one, not spread (see tagsFor)
  const highs = nearHighTags(row)
  const checks: Record<(typeof SGX_TAGS)[number], boolean> = {
    '52-w-high': highs['52-w-high'],
    '90-d-high': highs['90-d-high'],
    'ytd-high': highs['ytd-high'],
    'all-time-high': highs['all-time-high'],
    'dividend-increase-5y': dividendIncreased5y(yearly),
    'top-90d-transaction-value': topValue,
  }
  return SGX_TAGS.filter((tag) => checks[tag])
}
