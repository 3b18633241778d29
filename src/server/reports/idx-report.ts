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
    const latest = this.facts.latestFiscalYear
    // one builder per section: a section added to the contract's list does not compile until it is built here
    const build: { [S in IdxReportSection]: () => IdxReport[S] } = {
      overview: () => overviewSection(company),
      valuation: () => valuationSection(company, years, latest),
      future: () => futureSection(company, years, latest),
      peers: () => peersSection(company, this.store),
      financials: () => financialsSection(company, years, latest),
      dividend: () => dividendSection(company, this.store, this.facts.asOf),
      management: () => managementSection(company, this.store),
      ownership: () => ownershipSection(company, this.store),
    }
    for (const section of sections) Object.assign(report, { [section]: build[section]() })
    return report
  }
}
