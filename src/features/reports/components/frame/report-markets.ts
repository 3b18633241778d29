import type { QueryKey, UseQueryOptions } from '@tanstack/react-query'
import type { ComponentType } from 'react'
import type { IdxReport } from '../../../../shared/api/idx-report'
import type { SgxReport } from '../../../../shared/api/sgx-report'
import type { Market } from '../../../../shared/catalogue'
import type { IdxViewSlug, SgxViewSlug } from '../../../../shared/reports/report-sections'
import { reportQueries } from '../../../../lib/reports/report-queries'
import { IdxDividendSection } from '../dividend/idx-dividend-section'
import { IdxFinancialsSection } from '../financials/idx-financials-section'
import { IdxFutureSection } from '../future/idx-future-section'
import { IdxManagementSection } from '../holdings/idx-management-section'
import { IdxOverviewSection } from '../overview/idx-overview-section'
import { IdxOwnershipSection } from '../holdings/idx-ownership-section'
import { IdxPeersSection } from '../peers/idx-peers-section'
import { IdxReportHeader } from './idx-report-header'
import type { MarketHeaderProps } from './report-header'
import { IdxValuationSection } from '../valuation/idx-valuation-section'
import { SgxDividendSection } from '../dividend/sgx-dividend-section'
import { SgxFinancialsSection } from '../financials/sgx-financials-section'
import { SgxOverviewSection } from '../overview/sgx-overview-section'
import { SgxReportHeader } from './sgx-report-header'
import { SgxValuationSection } from '../valuation/sgx-valuation-section'

type SectionComponent = ComponentType<{ ticker: string }>

/** What differs between the markets' reports; the frame, the navigation and the states are one (ReportFrame). */
export interface MarketReport<Report, Key extends QueryKey> {
  market: Market
  /** the overview query every view shares with the header */
  headerQuery: (ticker: string) => UseQueryOptions<Report, Error, Report, Key>
  /** "PT Bank … (BBCA.JK)" once the overview is in */
  companyName: (report: Report) => string
  Header: ComponentType<MarketHeaderProps<Report>>
  /** the component drawing each view of the registry (shared/reports/report-sections), by slug */
  sections: Readonly<Record<string, SectionComponent>>
}

const IDX_SECTIONS = {
  overview: IdxOverviewSection,
  financials: IdxFinancialsSection,
  valuation: IdxValuationSection,
  future: IdxFutureSection,
  peers: IdxPeersSection,
  dividend: IdxDividendSection,
  management: IdxManagementSection,
  ownership: IdxOwnershipSection,
} as const satisfies Record<IdxViewSlug, SectionComponent>

const SGX_SECTIONS = {
  overview: SgxOverviewSection,
  financials: SgxFinancialsSection,
  valuation: SgxValuationSection,
  dividend: SgxDividendSection,
} as const satisfies Record<SgxViewSlug, SectionComponent>

export const IDX_REPORT = {
  market: 'idx',
  headerQuery: (ticker: string) => reportQueries.idx(ticker, ['overview']),
  companyName: (report: IdxReport) => `${report.company_name} (${report.symbol})`,
  Header: IdxReportHeader,
  sections: IDX_SECTIONS,
} as const

export const SGX_REPORT = {
  market: 'sgx',
  headerQuery: (ticker: string) => reportQueries.sgx(ticker, ['overview']),
  companyName: (report: SgxReport) => `${report.name} (${report.symbol})`,
  Header: SgxReportHeader,
  sections: SGX_SECTIONS,
} as const
