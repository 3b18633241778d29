import { queryOptions } from '@tanstack/react-query'
import { screenerPath } from '../../shared/api/requests/screener'
import type { ScreenerResponse } from '../../shared/api/screener'
import type { Market } from '../../shared/catalogue'
import { idxSymbol, parseTicker } from '../../shared/ticker'
import { printValue } from '../../shared/where/print'
import { apiGet } from '../api-client'
import { formatMoney, formatPercent, formatRatio, type Currency } from '../format'

/** A company of either market, by its canonical ticker (`BBCA`, `D05`). */
export interface CompanyRef {
  market: Market
  symbol: string
}

/**
 * The figures a watchlist and a comparison show for companies of both markets, each named by its field in either
 * market's screener (they differ: IDX's trailing P/E is `pe_ttm`, SGX's `pe`). `money` figures are in the
 * company's own currency; `better` says which value wins a comparison (none: no value is better).
 */
export const COMPANY_FIGURES = [
  { id: 'last_close', label: 'Last close', kind: 'money', idx: 'last_close_price', sgx: 'last_close_price' },
  { id: 'daily_change', label: 'Daily change', kind: 'percent', idx: 'daily_close_change', sgx: 'change_1d' },
  { id: 'market_cap', label: 'Market cap', kind: 'money', idx: 'market_cap', sgx: 'market_cap', better: 'higher' },
  { id: 'pe', label: 'P/E', kind: 'ratio', idx: 'pe_ttm', sgx: 'pe', better: 'lower-positive' },
  { id: 'pb', label: 'P/B', kind: 'ratio', idx: 'pb_mrq', sgx: 'pb', better: 'lower-positive' },
  { id: 'ps', label: 'P/S', kind: 'ratio', idx: 'ps_ttm', sgx: 'ps', better: 'lower-positive' },
  {
    id: 'dividend_yield',
    label: 'Dividend yield',
    kind: 'percent',
    idx: 'yield_ttm',
    sgx: 'forward_dividend_yield',
    better: 'higher',
  },
  {
    id: 'change_1y',
    label: '1-year change',
    kind: 'percent',
    idx: 'yearly_mcap_change',
    sgx: 'change_1y',
    better: 'higher',
  },
  { id: 'payout_ratio', label: 'Payout ratio', kind: 'percent', idx: 'payout_ratio', sgx: 'payout_ratio' },
] as const satisfies readonly {
  id: string
  label: string
  kind: 'money' | 'percent' | 'ratio'
  idx: string
  sgx: string
  better?: 'higher' | 'lower-positive'
}[]

export type CompanyFigure = (typeof COMPANY_FIGURES)[number]
export type FigureId = CompanyFigure['id']

export const currencyOf = (market: Market): Currency => (market === 'idx' ? 'IDR' : 'SGD')

export interface CompanyFigures extends CompanyRef {
  name: string
  currency: Currency
  /** null: the service did not report it */
  values: Record<FigureId, number | null>
}

// a literal built here, not parsed from text: it has no place in any text
const NO_SPAN = { start: 0, end: 0 }
const quoted = (symbol: string) => printValue({ kind: 'string', value: symbol, span: NO_SPAN })
const serviceSymbol = (company: CompanyRef) => (company.market === 'idx' ? idxSymbol(company.symbol) : company.symbol)

/** One market's companies in one screener request: `where=symbol in [...]`, every figure named in `order_by`. */
async function marketFigures(market: Market, symbols: readonly string[], signal?: AbortSignal) {
  const query = new URLSearchParams({
    where: `symbol in [${symbols.map((symbol) => quoted(serviceSymbol({ market, symbol }))).join(', ')}]`,
    order_by: ['symbol', ...COMPANY_FIGURES.map((figure) => figure[market])].join(','),
    limit: String(Math.min(symbols.length, 200)),
    include_query_values: 'true',
  })
  const answer = await apiGet<ScreenerResponse>(`${screenerPath(market)}?${query.toString()}`, signal)
  return answer.results.map((row): CompanyFigures => {
    const value = (name: string) => {
      const raw = row.query_values?.[name]
      return typeof raw === 'number' ? raw : null
    }
    return {
      market,
      symbol: parseTicker(market, row.symbol) ?? row.symbol,
      name: row.company_name,
      currency: currencyOf(market),
      values: Object.fromEntries(COMPANY_FIGURES.map((figure) => [figure.id, value(figure[market])])) as Record<
        FigureId,
        number | null
      >,
    }
  })
}

/**
 * The figures of companies of either market: one screener request per market present (at most 200 companies a
 * market), in the order given; a company the service does not know is left out.
 */
export async function getCompanyFigures(companies: readonly CompanyRef[], signal?: AbortSignal) {
  const markets = (['idx', 'sgx'] as const).filter((market) => companies.some((c) => c.market === market))
  const answers = await Promise.all(
    markets.map((market) =>
      marketFigures(
        market,
        companies.filter((c) => c.market === market).map((c) => c.symbol),
        signal,
      ),
    ),
  )
  const found = new Map(answers.flat().map((row) => [`${row.market}:${row.symbol}`, row]))
  return companies.flatMap((company) => found.get(`${company.market}:${company.symbol}`) ?? [])
}

export const companyFiguresQuery = (companies: readonly CompanyRef[]) =>
  queryOptions({
    queryKey: ['company-figures', companies.map((c) => `${c.market}:${c.symbol}`)] as const,
    queryFn: ({ signal }) => getCompanyFigures(companies, signal),
    enabled: companies.length > 0,
    staleTime: 60_000,
    throwOnError: false,
  })

/**
 * A ticker written in a link (`BBCA`, `d05.si`, `sgx:D05`): four letters are IDX, three characters SGX, as the
 * ticker search reads them; `idx:`/`sgx:` settles a text either could be.
 */
export function parseCompanyRef(text: string): CompanyRef | null {
  const prefixed = /^(idx|sgx):(.+)$/i.exec(text.trim())
  if (prefixed?.[1] !== undefined && prefixed[2] !== undefined) {
    const market = prefixed[1].toLowerCase() === 'idx' ? 'idx' : 'sgx'
    const symbol = parseTicker(market, prefixed[2])
    return symbol === null ? null : { market, symbol }
  }
  const idx = parseTicker('idx', text)
  if (idx !== null) return { market: 'idx', symbol: idx }
  const sgx = parseTicker('sgx', text)
  return sgx === null ? null : { market: 'sgx', symbol: sgx }
}

/** A figure as a person reads it: money in the company's currency, percentages, multiples; missing is "—". */
export function formatFigure(figure: CompanyFigure, value: number | null, currency: Currency): string {
  if (value === null) return '—'
  if (figure.kind === 'money') return formatMoney(value, currency)
  return figure.kind === 'percent' ? formatPercent(value) : formatRatio(value)
}
