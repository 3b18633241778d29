import { IdxDividendSection } from './idx-dividend-section'
import { IdxFinancialsSection } from './idx-financials-section'
import { IdxFutureSection } from './idx-future-section'
import { IdxManagementSection } from './idx-management-section'
import { IdxOverviewSection } from './idx-overview-section'
import { IdxOwnershipSection } from './idx-ownership-section'
import { IdxPeersSection } from './idx-peers-section'
import { IdxValuationSection } from './idx-valuation-section'

/** The IDX section a URL names; each fetches only the API sections it shows. */
export function IdxSection({ slug, ticker }: { slug: string; ticker: string }) {
  switch (slug) {
    case 'financials':
      return <IdxFinancialsSection ticker={ticker} />
    case 'valuation':
      return <IdxValuationSection ticker={ticker} />
    case 'future':
      return <IdxFutureSection ticker={ticker} />
    case 'peers':
      return <IdxPeersSection ticker={ticker} />
    case 'dividend':
      return <IdxDividendSection ticker={ticker} />
    case 'management':
      return <IdxManagementSection ticker={ticker} />
    case 'ownership':
      return <IdxOwnershipSection ticker={ticker} />
    default:
      return <IdxOverviewSection ticker={ticker} />
  }
}
