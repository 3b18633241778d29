import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import { formatMoney } from '../../../lib/format'
import { reportQueries } from '../api/report-queries'

interface ReportSummaryProps {
  market: 'idx' | 'sgx'
  ticker: string
}

/** The company a report link points at, in a few facts, until the full report page exists. */
export function ReportSummary({ market, ticker }: ReportSummaryProps) {
  const idx = useQuery({ ...reportQueries.idxOverview(ticker), enabled: market === 'idx' })
  const sgx = useQuery({ ...reportQueries.sgxOverview(ticker), enabled: market === 'sgx' })
  const query = market === 'idx' ? idx : sgx
  if (query.isPending) return <p aria-busy="true">Loading {ticker}…</p>
  if (query.error !== null)
    return (
      <section className="panel" role="alert" aria-labelledby="report-problem">
        <h1 id="report-problem">{ticker}</h1>
        <p>{query.error.message}</p>
        <p>
          <Link to="/screener">Find companies in the screener</Link>
        </p>
      </section>
    )
  const report = query.data
  const name = idx.data?.company_name ?? sgx.data?.name ?? ticker
  const overview = report.overview
  const currency = market === 'idx' ? 'IDR' : 'SGD'
  return (
    <section className="panel" aria-labelledby="report-title">
      <h1 id="report-title">
        {name} <span className="muted">({report.symbol})</span>
      </h1>
      {overview !== undefined && (
        <dl className="facts">
          <dt>Sector</dt>
          <dd>{overview.sector}</dd>
          <dt>Sub-sector</dt>
          <dd>{overview.sub_sector}</dd>
          <dt>Market cap</dt>
          <dd>{overview.market_cap === null ? '—' : formatMoney(overview.market_cap, currency)}</dd>
        </dl>
      )}
      <p className="placeholder-note">
        The full report page (financials, valuation, peers, ownership) is not built yet.
      </p>
    </section>
  )
}
