import { formatPercent } from '../../../../lib/format'
import { moneyScale } from '../../../../lib/figures'
import { futureView } from '../../api/future-selects'
import { reportQueries } from '../../../../lib/reports/report-queries'
import { ActualEstimateChart } from './actual-estimate-chart'
import { AnalystRatings } from './analyst-ratings'
import { SectionQuery } from '../frame/section-query'
import { reported } from '../../../../components/not-reported'

const percent = (value: number | null) => reported(value, formatPercent)

/** Reported revenue and EPS followed by the estimates, the growth forecasts, and the analysts' ratings. */
export function IdxFutureSection({ ticker }: { ticker: string }) {
  return (
    <SectionQuery view={reportQueries.idxView(ticker, 'future')} select={futureView}>
      {(view) => {
        if (!view.covered)
          return (
            <div className="panel">
              <p className="report-empty">
                No analyst coverage: no analyst publishes estimates or ratings for this company.
              </p>
            </div>
          )
        const scale = moneyScale(
          view.revenue.map((row) => row.value),
          'IDR',
        )
        return (
          <>
            <div className="report-grid">
              <ActualEstimateChart title="Revenue" unit={scale.unit} rows={view.revenue} divisor={scale.divisor} />
              <ActualEstimateChart title="Earnings per share" unit="IDR per share" rows={view.eps} divisor={1} />
            </div>
            <div className="report-grid">
              <div className="panel">
                <h3>Growth forecasts</h3>
                <dl className="facts">
                  {view.growth.map((row) => (
                    <div key={row.label} className="facts__group">
                      <dt>Revenue growth {row.label}</dt>
                      <dd>{percent(row.revenue)}</dd>
                      <dt>EPS growth {row.label}</dt>
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
