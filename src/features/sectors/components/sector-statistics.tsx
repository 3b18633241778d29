import type { ReactNode } from 'react'
import { ChangeText } from '../../../components/change-text'
import { NotReported } from '../../../components/not-reported'
import { useFormat } from '../../../lib/i18n/use-format'
import { SectorsText, useSectorsText } from '../text'

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
  const t = useSectorsText()
  const { formatCount, formatMoney, formatPercent, formatRatio } = useFormat()
  const money = (value: number) => formatMoney(value, 'IDR')
  /** A figure whose name needs a word of explanation: the name, and the explanation on hover. */
  const explained = (term: 'medianPe' | 'weightedPe' | 'drawdown' | 'volatility') => ({
    label: t(`statistics.${term}`),
    title: t(`statistics.${term}Title`),
  })
  return (
    <section className="panel" aria-labelledby="sector-statistics-title">
      <h2 id="sector-statistics-title">{t('statistics.title')}</h2>
      <dl className="figures sector-facts">
        <Fact label={t('statistics.companies')}>{shown(statistics?.total_companies, formatCount)}</Fact>
        <Fact label={t('statistics.totalMarketCap')}>{shown(marketCap?.total_market_cap, money)}</Fact>
        <Fact label={t('statistics.averageMarketCap')}>{shown(marketCap?.avg_market_cap, money)}</Fact>
        <Fact label={t('statistics.change1w')}>{change(moves?.['1w'])}</Fact>
        <Fact label={t('statistics.changeYtd')}>{change(moves?.ytd)}</Fact>
        <Fact label={t('statistics.change1y')}>{change(moves?.['1y'])}</Fact>
        <Fact {...explained('medianPe')}>{shown(statistics?.filtered_median_pe, formatRatio)}</Fact>
        <Fact {...explained('weightedPe')}>{shown(statistics?.filtered_weighted_avg_pe, formatRatio)}</Fact>
        <Fact label={t('statistics.peRange')}>
          <SectorsText
            id="statistics.peRangeValue"
            components={{
              0: <>{shown(statistics?.min_company_pe, formatRatio)}</>,
              1: <>{shown(statistics?.max_company_pe, formatRatio)}</>,
            }}
          />
        </Fact>
        <Fact {...explained('drawdown')}>{shown(stability?.weighted_max_drawdown, formatPercent)}</Fact>
        <Fact {...explained('volatility')}>{shown(stability?.weighted_rsd_close, formatPercent)}</Fact>
      </dl>
    </section>
  )
}
