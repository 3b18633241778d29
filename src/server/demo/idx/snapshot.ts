import { idxSnapshotFields } from '../../../shared/catalogue/idx-fields'
import { AS_OF_DAY, dayNumber } from '../core/calendar'
import { LATEST_YEAR } from '../core/calibration'
import type { IdxDividends } from './dividends'
import type { IdxFinancials } from './financials'
import type { IdxPriceHistory } from './market'
import type { IdxBlueprint } from './universe'
import type { IdxSnapshotRow, IdxYearlyRow } from '../model'
import { quoteExtremes } from '../prices/price-path'
import { at, rngFor, roundHalfUp } from '../core/random'
import { multiple, nullRow, ratio } from '../core/rows'

/** Years behind `dividend_yield_avg` at most, as the real service averages them. */
const YIELD_AVERAGE_YEARS = 5

/**
 * The snapshot row of one company: classification, quote, price extremes, TTM/MRQ figures and dividends, all
 * consistent with its yearly rows. Ranks, employees, free float, indices and tags are set market-wide later.
 */
export function idxSnapshot(
  seed: number,
  company: IdxBlueprint,
  prices: IdxPriceHistory,
  financials: IdxFinancials,
  dividends: IdxDividends,
  forecast2026: IdxYearlyRow | null,
): IdxSnapshotRow {
  const s = company.subIndustry
  const rng = rngFor(seed, 'idx-snapshot', company.key)
  const r = financials.recent
  const latest = at(financials.years, financials.years.length - 1)
  const { close, marketCap } = prices
  const row: IdxSnapshotRow = {
    ...nullRow(idxSnapshotFields),
    symbol: company.symbol,
    company_name: company.name,
    sector: s.industry.subSector.sector.name,
    sub_sector: s.industry.subSector.name,
    industry: s.industry.name,
    sub_industry: s.name,
    listing_board: company.board,
    market_cap: marketCap,
    listing_date: company.listingDate,
    last_close_price: close,
    daily_close_change: close / prices.previousClose - 1,
    yearly_mcap_change: prices.yearChange,
    pe_ttm: multiple(marketCap, r.earningsTtm),
    pb_mrq: multiple(marketCap, r.equityMrq),
    ps_ttm: multiple(marketCap, r.revenueTtm),
    roe_ttm: ratio(r.earningsTtm, r.equityMrq),
    roa_ttm: ratio(r.earningsTtm, r.assetsMrq),
    dar_mrq: ratio(r.debtMrq, r.assetsMrq),
    der_mrq: ratio(r.debtMrq, r.equityMrq),
    total_assets_mrq: r.assetsMrq,
    total_equity_mrq: r.equityMrq,
    total_liabilities_mrq: r.assetsMrq - r.equityMrq,
    total_revenue_mrq: r.revenueMrq,
    earnings_mrq: r.earningsMrq,
    yoy_quarter_earnings_growth: growth(r.earningsMrq, r.earningsMrqYearAgo),
    yoy_quarter_revenue_growth: r.revenueMrq > 0 ? growth(r.revenueMrq, r.revenueMrqYearAgo) : null,
  }
  Object.assign(row, quoteExtremes(prices.path, prices.allTime))
  if (forecast2026) {
    row.forward_pe = multiple(close, forecast2026.forecast_eps_estimate)
    // a discounted-cash-flow estimate scatters around the price
    row.intrinsic_value = Math.max(1, roundHalfUp(close * rng.logNormal(1.05, 0.3)))
  }
  Object.assign(row, dividendFields(dividends, close, r.earningsTtm / latest.shares, latest))
  return row
}

function growth(current: number, yearAgo: number): number | null {
  return yearAgo === 0 ? null : (current - yearAgo) / Math.abs(yearAgo)
}

function dividendFields(
  dividends: IdxDividends,
  close: number,
  epsTtm: number,
  latest: IdxFinancials['years'][number],
): Partial<IdxSnapshotRow> {
  const payments = dividends.payments
  const last = payments.length > 0 ? at(payments, payments.length - 1) : null
  const yearsPaid = [...dividends.byYear.entries()]
    .filter(([year]) => year <= LATEST_YEAR && year > LATEST_YEAR - YIELD_AVERAGE_YEARS)
    .map(([, d]) => d.yield)
  const fields: Partial<IdxSnapshotRow> = {
    last_ex_dividend_date: last?.date ?? null,
    dividend_yield_avg: yearsPaid.length > 0 ? yearsPaid.reduce((s, y) => s + y, 0) / yearsPaid.length : null,
    dividend_yield_avg_period: yearsPaid.length > 0 ? yearsPaid.length : null,
  }
  const ttm = payments.filter((p) => dayNumber(p.date) > AS_OF_DAY - 365).reduce((s, p) => s + p.total, 0)
  if (ttm <= 0) return fields
  const freeCashFlow = latest.operatingCashFlow - latest.capitalExpenditure
  return {
    ...fields,
    dividend_ttm: roundHalfUp(ttm * 100) / 100,
    yield_ttm: ttm / close,
    payout_ratio: epsTtm > 0 ? ttm / epsTtm : null,
    cash_payout_ratio: freeCashFlow > 0 ? (ttm * latest.shares) / freeCashFlow : null,
  }
}
