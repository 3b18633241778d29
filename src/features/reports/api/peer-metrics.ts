import type { IdxReport } from '../../../shared/api/idx-report'
import type { ReportsKey } from '../text'

type PeersSection = NonNullable<IdxReport['peers']>
export type PeerCompany = PeersSection[number]['peers_data']['companies'][number]

export const PEER_METRIC_IDS = [
  'pe_ttm',
  'pb_mrq',
  'market_cap',
  'total_revenue',
  'net_income',
  'yearly_mcap_chg',
] as const
export type PeerMetricId = (typeof PEER_METRIC_IDS)[number]

export const PEER_METRICS: Record<PeerMetricId, { label: ReportsKey; kind: 'ratio' | 'money' | 'percent' }> = {
  pe_ttm: { label: 'peerMetric.pe_ttm', kind: 'ratio' },
  pb_mrq: { label: 'peerMetric.pb_mrq', kind: 'ratio' },
  market_cap: { label: 'peerMetric.market_cap', kind: 'money' },
  total_revenue: { label: 'peerMetric.total_revenue', kind: 'money' },
  net_income: { label: 'peerMetric.net_income', kind: 'money' },
  yearly_mcap_chg: { label: 'peerMetric.yearly_mcap_chg', kind: 'percent' },
}

export interface PeerRow extends PeerCompany {
  self: boolean
}

/** The peer group, the company itself first, then by market cap. */
export function peerRows(report: IdxReport): PeerRow[] {
  const companies = report.peers?.flatMap((group) => group.peers_data.companies) ?? []
  return companies
    .map((company) => ({ ...company, self: company.group.includes('self') }))
    .sort((a, b) => Number(b.self) - Number(a.self) || (b.market_cap ?? 0) - (a.market_cap ?? 0))
}

export interface PeerBar {
  symbol: string
  self: boolean
  /** the value as reported */
  value: number
  /** the value drawn: clipped to the chart's range, so one outlier does not flatten every other bar */
  drawn: number
  clipped: boolean
}

export interface PeerChart {
  bars: PeerBar[]
  median: number
  /** companies that do not report the metric */
  missing: string[]
}

const medianOf = (sorted: readonly number[]): number => {
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2
}

/**
 * The company among its peers on one metric: bars from largest to smallest, the median, and values beyond the
 * Tukey fences (1.5 × IQR outside the quartiles) clipped to the fence and marked, so the scale suits the group.
 */
export function peerChart(rows: readonly PeerRow[], metric: PeerMetricId): PeerChart {
  const reported = rows.filter((row): row is PeerRow & Record<PeerMetricId, number> => row[metric] !== null)
  const sorted = reported.map((row) => row[metric]).sort((a, b) => a - b)
  const quartile = (q: number) => sorted[Math.floor((sorted.length - 1) * q)] ?? 0
  const spread = quartile(0.75) - quartile(0.25)
  const low = Math.min(0, quartile(0.25) - 1.5 * spread)
  const high = Math.max(0, quartile(0.75) + 1.5 * spread)
  const bars = reported
    .map((row) => {
      const value = row[metric]
      const drawn = spread > 0 ? Math.min(high, Math.max(low, value)) : value
      return { symbol: row.symbol, self: row.self, value, drawn, clipped: drawn !== value }
    })
    .sort((a, b) => b.value - a.value)
  return {
    bars,
    median: medianOf(sorted),
    missing: rows.filter((row) => row[metric] === null).map((row) => row.symbol),
  }
}
