import { useFormat } from '../../../../lib/i18n/use-format'
import { futureView } from '../../api/future-selects'
import { reportQueries } from '../../../../lib/reports/report-queries'
import { ActualEstimateChart } from './actual-estimate-chart'
import { AnalystRatings } from './analyst-ratings'
import { SectionQuery } from '../frame/section-query'
import { reported } from '../../../../components/not-reported'
import { useReportsText } from '../../text'

/** Reported revenue and EPS followed by the estimates, the growth forecasts, and the analysts' ratings. */
export function IdxFutureSection({ ticker }: { ticker: string }) {
  const t = useReportsText()
  const { formatPercent, moneyScale } = useFormat()
  const percent = (value: number | null) => reported(value, formatPercent)
  return (
    <SectionQuery view={reportQueries.idxView(ticker, 'future')} select={futureView}>
      {(view) => {
        if (!view.covered)
          return (
            <div className="panel">
              <p className="report-empty">{t('future.noCoverage')}</p>
            </div>
          )
        const scale = moneyScale(
          view.revenue.map((row) => row.value),
          'IDR',
        )
        return (
          <>
            <div className="report-grid">
              <ActualEstimateChart
                id="revenue"
                title={t('future.revenue')}
                unit={scale.unit}
                rows={view.revenue}
                divisor={scale.divisor}
              />
              <ActualEstimateChart
                id="eps"
                title={t('future.eps')}
                unit={t('future.perShare', { currency: 'IDR' })}
                rows={view.eps}
                divisor={1}
              />
            </div>
            <div className="report-grid">
              <div className="panel">
                <h3>{t('future.growthTitle')}</h3>
                <dl className="facts">
                  {view.growth.map((row) => (
                    <div key={`${row.year}:${row.base}`} className="facts__group">
                      <dt>{t('future.revenueGrowth', { year: row.year, base: row.base })}</dt>
                      <dd>{percent(row.revenue)}</dd>
                      <dt>{t('future.epsGrowth', { year: row.year, base: row.base })}</dt>
                      <dd>{percent(row.eps)}</dd>
                    </div>
                  ))}
                </dl>
              </div>
              {view.ratings !== null && <AnalystRatings ratings={view.ratings} />}
            </div>
          </>
        )
      }}
    </SectionQuery>
  )
}
