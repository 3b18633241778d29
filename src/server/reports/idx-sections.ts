import {
  FINANCIAL_RATIO_GROUPS,
  HISTORICAL_FINANCIAL_KEYS,
  HISTORICAL_VALUATION_KEYS,
  type IdxReport,
} from '../../shared/api/idx-report'
import type { IdxYearlyRow } from '../demo/model'
import { allTimePrice, dividendHistory, pickNumbers } from './common'
import type { IdxCompanyRecord, IdxReportStore } from './idx-store'

type Section<K extends keyof IdxReport> = NonNullable<IdxReport[K]>

/** Values of the fiscal years that are complete; later rows only hold analysts' forecasts. */
/** The years reported in full (`latestYear` and before), without the forecast rows after them. */
const reportedYears = (years: readonly IdxYearlyRow[], latestYear: number) =>
  years.filter((row) => row.year <= latestYear)

export function overviewSection(company: IdxCompanyRecord): Section<'overview'> {
  const s = company.snapshot
  return {
    listing_board: s.listing_board,
    industry: s.industry ?? '',
    sub_industry: s.sub_industry ?? '',
    sector: s.sector ?? '',
    sub_sector: s.sub_sector ?? '',
    market_cap: s.market_cap,
    market_cap_rank: s.market_cap_rank,
    address: company.contact.address,
    employee_num: s.employee_num,
    employee_num_rank: s.employee_num_rank,
    listing_date: s.listing_date,
    website: company.contact.website,
    phone: company.contact.phone,
    email: company.contact.email,
    last_close_price: s.last_close_price,
    latest_close_date: company.latestCloseDate,
    daily_close_change: s.daily_close_change,
    all_time_price: allTimePrice(s),
    esg_score: s.esg_score,
    tags: s.tags,
    indices: s.indices,
    affiliates: s.affiliates,
  }
}

export function valuationSection(
  company: IdxCompanyRecord,
  years: readonly IdxYearlyRow[],
  latestYear: number,
): Section<'valuation'> {
  const s = company.snapshot
  return {
    last_close_price: s.last_close_price,
    latest_close_date: company.latestCloseDate,
    daily_close_change: s.daily_close_change,
    forward_pe: s.forward_pe,
    intrinsic_value: s.intrinsic_value,
    historical_valuation: reportedYears(years, latestYear)
      .filter((row) => HISTORICAL_VALUATION_KEYS.some((key) => row[key] !== null))
      .map((row) => ({ ...pickNumbers(row, HISTORICAL_VALUATION_KEYS), year: row.year })),
  }
}

export function futureSection(
  company: IdxCompanyRecord,
  years: readonly IdxYearlyRow[],
  latestYear: number,
): Section<'future'> {
  const forecasts = years.filter(
    (row) => row.year > latestYear && (row.forecast_eps_estimate !== null || row.forecast_revenue_estimate !== null),
  )
  const covered = forecasts.length > 0
  return {
    company_value_forecasts: covered
      ? forecasts.map((row) => ({
          eps_estimate: row.forecast_eps_estimate,
          estimate_year: row.year,
          revenue_estimate: row.forecast_revenue_estimate,
        }))
      : null,
    company_growth_forecasts: covered
      ? forecasts.map((row) => ({
          base_year: row.year - 1,
          estimate_year: row.year,
          eps_growth: row.forecast_eps_growth,
          revenue_growth: row.forecast_revenue_growth,
        }))
      : null,
    analyst_rating_breakdown: company.analystRatings,
  }
}

export function financialsSection(
  company: IdxCompanyRecord,
  years: readonly IdxYearlyRow[],
  latestYear: number,
): Section<'financials'> {
  const reported = reportedYears(years, latestYear)
  return {
    eps: reported.at(-1)?.eps ?? null,
    historical_eps: Object.fromEntries(
      reported
        .filter((row) => row.eps !== null)
        .map((row) => [String(row.year), { eps: row.eps, eps_growth: row.eps_growth }]),
    ),
    historical_financials: reported.map((row) => ({
      ...pickNumbers(row, HISTORICAL_FINANCIAL_KEYS),
      year: row.year,
      industry_breakdown: null,
    })),
    historical_financial_ratio: reported.map((row) => ({
      year: String(row.year),
      leverage: pickNumbers(row, FINANCIAL_RATIO_GROUPS.leverage),
      liquidity: pickNumbers(row, FINANCIAL_RATIO_GROUPS.liquidity),
      efficiency: pickNumbers(row, FINANCIAL_RATIO_GROUPS.efficiency),
      profitability: pickNumbers(row, FINANCIAL_RATIO_GROUPS.profitability),
      capital: pickNumbers(row, FINANCIAL_RATIO_GROUPS.capital),
    })),
    yoy_quarter_earnings_growth: company.snapshot.yoy_quarter_earnings_growth,
    yoy_quarter_revenue_growth: company.snapshot.yoy_quarter_revenue_growth,
  }
}

export function dividendSection(company: IdxCompanyRecord, store: IdxReportStore, asOf: string): Section<'dividend'> {
  const s = company.snapshot
  const payments = store.dividends(String(s.symbol))
  const upcoming = payments.filter((payment) => payment.date > asOf)
  return {
    historical_dividends: dividendHistory(payments.filter((payment) => payment.date <= asOf)),
    upcoming_dividends: upcoming.length > 0 ? upcoming.map(({ date, total }) => ({ date, total })) : null,
    yield_ttm: s.yield_ttm,
    dividend_yield_avg:
      s.dividend_yield_avg_period === null
        ? null
        : { period: s.dividend_yield_avg_period, avg_yield: s.dividend_yield_avg },
    dividend_ttm: s.dividend_ttm,
    payout_ratio: s.payout_ratio,
    cash_payout_ratio: s.cash_payout_ratio,
    last_ex_dividend_date: s.last_ex_dividend_date,
  }
}

export function managementSection(company: IdxCompanyRecord, store: IdxReportStore): Section<'management'> {
  return {
    key_executives: store.executives(String(company.snapshot.symbol)),
    executives_shareholdings: company.executivesShareholdings,
  }
}

export function ownershipSection(company: IdxCompanyRecord, store: IdxReportStore): Section<'ownership'> {
  const symbol = String(company.snapshot.symbol)
  return {
    // the real service omits `symbol` for holders that are not listed, rather than sending null
    major_shareholders: store
      .shareholders(symbol)
      .map(({ symbol: holder, ...rest }) => (holder === null ? rest : { ...rest, symbol: holder })),
    top_transactions: company.topTransactions,
    institutional_transaction_flow: store.institutionalFlow(symbol),
    whale_investors: company.whaleInvestors,
    conglomerates_group: company.conglomeratesGroup,
  }
}
