import { reported } from '../../../../components/not-reported'
import { useFormat } from '../../../../lib/i18n/use-format'
import { reportQueries } from '../../../../lib/reports/report-queries'
import { Fact } from '../frame/header-facts'
import { SectionQuery } from '../frame/section-query'
import { useReportsText } from '../../text'

/** The figures shown, in order; each is named by the message `valuation.<key>`. */
const MULTIPLES = ['pe', 'ps', 'pb', 'pcf', 'beta'] as const

/** The SGX valuation multiples and beta. */
export function SgxValuationSection({ ticker }: { ticker: string }) {
  const t = useReportsText()
  const { formatNumber, formatRatio } = useFormat()
  return (
    <SectionQuery view={reportQueries.sgxView(ticker, 'valuation')} select={(report) => report.valuation} skeletons={1}>
      {(valuation) => (
        <div className="panel report-facts">
          {MULTIPLES.map((key) => (
            <Fact key={key} label={t(`valuation.${key}`)}>
              {reported(valuation[key], key === 'beta' ? (beta) => formatNumber(beta, 2) : formatRatio)}
            </Fact>
          ))}
        </div>
      )}
    </SectionQuery>
  )
}
