import { formatNumber, formatRatio } from '../../../../lib/format'
import { reported } from '../../../../components/not-reported'
import { reportQueries } from '../../../../lib/reports/report-queries'
import { Fact } from '../frame/header-facts'
import { SectionQuery } from '../frame/section-query'

const MULTIPLES = [
  { key: 'pe', label: 'P/E' },
  { key: 'ps', label: 'P/S' },
  { key: 'pb', label: 'P/B' },
  { key: 'pcf', label: 'P/CF' },
  { key: 'beta', label: 'Beta (against the market)' },
] as const

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
