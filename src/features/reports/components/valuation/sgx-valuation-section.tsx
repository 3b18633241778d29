import { formatNumber, formatRatio } from '../../../../lib/format'
import { reported } from '../../../../components/not-reported'
import { reportQueries } from '../../../../lib/reports/report-queries'
import { Fact } from '../frame/header-facts'
import { SectionQuery } from '../frame/section-query'
import { labelledKeys } from '../../../../lib/labelled-keys'

const MULTIPLES = labelledKeys({ pe: 'P/E', ps: 'P/S', pb: 'P/B', pcf: 'P/CF', beta: 'Beta (against the market)' })

/** The SGX valuation multiples and beta. */
export function SgxValuationSection({ ticker }: { ticker: string }) {
  return (
    <SectionQuery view={reportQueries.sgxView(ticker, 'valuation')} select={(report) => report.valuation} skeletons={1}>
      {(valuation) => (
        <div className="panel report-facts">
          {MULTIPLES.map(({ key, label }) => (
            <Fact key={key} label={label}>
              {reported(valuation[key], key === 'beta' ? (beta) => formatNumber(beta, 2) : formatRatio)}
            </Fact>
          ))}
        </div>
      )}
    </SectionQuery>
  )
}
