import type { IdxReport } from '../../shared/api/idx-report'
import type { IdxCompanyRecord, IdxReportStore, PeerCandidate } from './idx-store'

type PeersSection = NonNullable<IdxReport['peers']>
type PeerCompany = PeersSection[number]['peers_data']['companies'][number]

/** At most this many companies in the comparison, the company itself included (the real report shows ten). */
const PEER_LIMIT = 10

/** The classification levels a candidate shares with the company, in the order the real report lists them. */
function sharedLevels(company: IdxCompanyRecord, candidate: PeerCandidate): string[] {
  const same = {
    sub_industry: candidate.slugs.subIndustry === company.slugs.subIndustry,
    industry: candidate.slugs.industry === company.slugs.industry,
  }
  return [
    'sub_sector',
    'sector',
    ...(same.industry ? ['industry'] : []),
    ...(same.sub_industry ? ['sub_industry'] : []),
  ]
}

function peerRow(candidate: PeerCandidate, group: string[]): PeerCompany {
  const s = candidate.snapshot
  const y = candidate.latest
  return {
    symbol: String(s.symbol),
    company_name: String(s.company_name),
    year: y?.year ?? null,
    group,
    market_cap: s.market_cap,
    net_income: y?.earnings ?? null,
    total_assets: y?.total_assets ?? null,
    total_equity: y?.total_equity ?? null,
    total_liabilities: y?.total_liabilities ?? null,
    pretax_income: y?.earnings_before_tax ?? null,
    total_revenue: y?.revenue ?? null,
    operating_expense: y?.operating_expense ?? null,
    pe_ttm: s.pe_ttm,
    pb_mrq: s.pb_mrq,
    yearly_mcap_chg: s.yearly_mcap_change,
    employee_num: s.employee_num,
    revenue_breakdown: null,
    int_income_breakdown: null,
    operating_expense_breakdown: null,
  }
}

/**
 * The peer comparison: the company first, then the companies of its sub-sector that share the most of its
 * classification (sub-industry, then industry), closest in market cap first.
 */
export function peersSection(company: IdxCompanyRecord, store: IdxReportStore): PeersSection {
  const symbol = String(company.snapshot.symbol)
  const self = store.peer(symbol)
  const others = store.peers(company, PEER_LIMIT - 1)
  const companies = [
    ...(self === undefined ? [] : [peerRow(self, ['self'])]),
    ...others.map((candidate) => peerRow(candidate, sharedLevels(company, candidate))),
  ]
  const s = company.snapshot
  return [
    {
      peers_data: {
        companies,
        group_name: {
          sector: s.sector ?? '',
          sub_sector: s.sub_sector ?? '',
          industry: s.industry ?? '',
          sub_industry: s.sub_industry ?? '',
        },
      },
    },
  ]
}
