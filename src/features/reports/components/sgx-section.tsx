import { SgxDividendSection } from './sgx-dividend-section'
import { SgxFinancialsSection } from './sgx-financials-section'
import { SgxOverviewSection } from './sgx-overview-section'
import { SgxValuationSection } from './sgx-valuation-section'

/** The SGX section a URL names. */
export function SgxSection({ slug, ticker }: { slug: string; ticker: string }) {
  switch (slug) {
    case 'financials':
      return <SgxFinancialsSection ticker={ticker} />
    case 'valuation':
      return <SgxValuationSection ticker={ticker} />
    case 'dividend':
      return <SgxDividendSection ticker={ticker} />
    default:
      return <SgxOverviewSection ticker={ticker} />
  }
}
