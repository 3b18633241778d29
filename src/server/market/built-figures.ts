import type { SqlTarget } from '../db/sql-target'
import type { DemoSink } from '../demo'
import { FREE_FLOAT_LISTS_SQL } from './free-float-store'
import { SubsectorFigures } from './subsector-figures'
import { SUBSECTOR_REPORTS_SQL } from './subsector-report'

/**
 * The market-wide answers worked out while the market is built and written as tables of their own, read by key on
 * request: each sub-sector's report, from the companies as they stream into the database (nothing is read back),
 * and the free-float lists, which the database makes from its companies.
 */
export class BuiltFigures {
  private readonly reports = new SubsectorFigures()

  /** `sink`, with every company, its trading figures and the sub-sectors' days seen here too. */
  listening(sink: DemoSink): DemoSink {
    return {
      ...sink,
      company: (company, yearly, quarterly) => {
        sink.company(company, yearly, quarterly)
        this.reports.company(company, yearly)
      },
      trading: (trading) => {
        sink.trading(trading)
        this.reports.trading(trading)
      },
      tradingDays: (days) => {
        sink.tradingDays(days)
        this.reports.days(days.subSectorDays())
      },
      subSectorQuarterEnds: (days) => {
        sink.subSectorQuarterEnds?.(days)
        this.reports.olderQuarterEnds(days)
      },
    }
  }

  /** Creates the tables and writes the answers, once every company is in; `asOf` is the data's "today". */
  write(target: SqlTarget, asOf: string): void {
    target.exec(SUBSECTOR_REPORTS_SQL)
    const insertReport = target.prepare('INSERT INTO idx_subsector_reports (sub_sector_slug, report) VALUES (?, ?)')
    for (const [slug, report] of this.reports.reports(asOf)) insertReport([slug, JSON.stringify(report)])
    // every table has the planner's statistics (see MARKET_INDEXES)
    target.exec('ANALYZE idx_subsector_reports;')
    target.exec(FREE_FLOAT_LISTS_SQL)
  }
}
