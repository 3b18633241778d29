import { reported } from '../../../../components/not-reported'
import { useFormat } from '../../../../lib/i18n/use-format'
import { reportQueries } from '../../../../lib/reports/report-queries'
import { Fact } from '../frame/header-facts'
import { SectionQuery } from '../frame/section-query'
import { useReportsText, type ReportsKey } from '../../text'

const MULTIPLES = [
  { key: 'pe', label: 'valuation.pe' },
  { key: 'ps', label: 'valuation.ps' },
  { key: 'pb', label: 'valuation.pb' },
  { key: 'pcf', label: 'valuation.pcf' },
  { key: 'beta', label: 'valuation.beta' },
] as const satisfies readonly { key: string; label: ReportsKey }[]

/** The SGX valuation multiples and beta. */
export function SgxValuationSection({ ticker }: { ticker: string }) {
  const t = useReportsText()
  const { formatNumber, formatRatio } = useFormat()
  return (
    <SectionQuery view={reportQueries.sgxView(ticker, 'valuation')} select={(report) => report.valuation} skeletons={1}>
      {(valuation) => (
        <div className="panel report-facts">
          {MULTIPLES.map(({ key, label }) => (
            <Fact key={key} label={t(label)}>
              {reported(valuation[key], key === 'beta' ? (beta) => formatNumber(beta, 2) : formatRatio)}
            </Fact>
          ))}
        </div>
      )}
    </SectionQuery>
  )
}
