import type { Database } from 'better-sqlite3'
import type { IdxReport, IdxReportSection } from '../../shared/api/idx-report'
import { peersSection } from './idx-peers'
import {
  dividendSection,
  financialsSection,
  futureSection,
  managementSection,
  overviewSection,
  ownershipSection,
  valuationSection,
} from './idx-sections'
import type { DataFacts } from '../db/facts'
import { IdxReportStore } from './idx-store'

/** Builds the IDX report: `symbol` (with .JK), `company_name`, and the requested sections only. */
export class IdxReports {
  private readonly store: IdxReportStore

  constructor(
    db: Database,
    private readonly facts: DataFacts,
  ) {
    this.store = new IdxReportStore(db, facts.latestFiscalYear)
  }

  /** undefined when the symbol is not listed */
  report(symbol: string, sections: readonly IdxReportSection[]): IdxReport | undefined {
    const company = this.store.company(symbol)
    if (company === undefined) return undefined
    const needsYears = sections.some((section) => ['valuation', 'future', 'financials'].includes(section))
    const years = needsYears ? this.store.years(symbol) : []
    const report: IdxReport = { symbol, company_name: String(company.snapshot.company_name) }
    for (const section of sections) {
      switch (section) {
        case 'overview':
          report.overview = overviewSection(company)
          break
        case 'valuation':
          report.valuation = valuationSection(company, years, this.facts.latestFiscalYear)
          break
        case 'future':
          report.future = futureSection(company, years, this.facts.latestFiscalYear)
          break
        case 'peers':
          report.peers = peersSection(company, this.store)
          break
        case 'financials':
          report.financials = financialsSection(company, years, this.facts.latestFiscalYear)
          break
        case 'dividend':
          report.dividend = dividendSection(company, this.store, this.facts.asOf)
          break
        case 'management':
          report.management = managementSection(company, this.store)
          break
        case 'ownership':
          report.ownership = ownershipSection(company, this.store)
          break
      }
    }
    return report
  }
}
