import type { ReactNode } from 'react'
import { ChangeText } from '../../../components/change-text'
import { NotReported } from '../../../components/not-reported'
import { formatCount, formatMoney, formatPercent, formatRatio } from '../../../lib/format'

type Figure = number | null | undefined

/** The parts of the report the statistics read. */
export interface StatisticsParts {
  statistics?: {
    total_companies?: Figure
    filtered_median_pe?: Figure
    filtered_weighted_avg_pe?: Figure
    min_company_pe?: Figure
    max_company_pe?: Figure
  } | null
  market_cap?: {
    total_market_cap?: Figure
    avg_market_cap?: Figure
    mcap_summary?: { mcap_change?: Partial<Record<string, Figure>> | null } | null
  } | null
  stability?: { weighted_max_drawdown?: Figure; weighted_rsd_close?: Figure } | null
}

const shown = (figure: Figure, format: (value: number) => string): ReactNode =>
  typeof figure === 'number' ? format(figure) : <NotReported />

const change = (figure: Figure) => <ChangeText change={typeof figure === 'number' ? figure : null} />

function Fact({ label, children, title }: { label: string; children: ReactNode; title?: string }) {
  return (
    <div>
      <dt title={title}>{label}</dt>
      <dd>{children}</dd>
    </div>
  )
}

/** The sub-sector's figures in words: size, its change, P/E across its companies, and how steady its prices were. */
export function SectorStatistics({ report }: { report: StatisticsParts }) {
  const { statistics, market_cap: marketCap, stability } = report
  const moves = marketCap?.mcap_summary?.mcap_change
  const money = (value: number) => formatMoney(value, 'IDR')
  return (
    <section className="panel" aria-labelledby="sector-statistics-title">
      <h2 id="sector-statistics-title">Statistics</h2>
      <dl className="figures sector-facts">
        <Fact label="Companies">{shown(statistics?.total_companies, formatCount)}</Fact>
        <Fact label="Total market cap">{shown(marketCap?.total_market_cap, money)}</Fact>
        <Fact label="Average market cap">{shown(marketCap?.avg_market_cap, money)}</Fact>
        <Fact label="Market cap change, 1 week">{change(moves?.['1w'])}</Fact>
        <Fact label="Market cap change, year to date">{change(moves?.ytd)}</Fact>
        <Fact label="Market cap change, 1 year">{change(moves?.['1y'])}</Fact>
        <Fact label="Median P/E" title="of the companies with earnings">
          {shown(statistics?.filtered_median_pe, formatRatio)}
        </Fact>
        <Fact label="Weighted average P/E" title="weighted by market cap">
          {shown(statistics?.filtered_weighted_avg_pe, formatRatio)}
        </Fact>
        <Fact label="P/E range across companies">
          {shown(statistics?.min_company_pe, formatRatio)} to {shown(statistics?.max_company_pe, formatRatio)}
        </Fact>
        <Fact label="Maximum drawdown" title="the largest fall from a peak, weighted by market cap">
          {shown(stability?.weighted_max_drawdown, formatPercent)}
        </Fact>
        <Fact label="Price volatility" title="relative standard deviation of closes, weighted by market cap">
          {shown(stability?.weighted_rsd_close, formatPercent)}
        </Fact>
      </dl>
    </section>
  )
}
