import type { SqlTarget } from '../db/sql-target'
import type { DemoSink } from '../demo'
import { FREE_FLOAT_LISTS_SQL, FreeFloatLists } from './free-float-store'
import { SubsectorFigures } from './subsector-figures'
import { SUBSECTOR_REPORTS_SQL } from './subsector-report'

/**
 * The market-wide answers worked out while the market is built, from the companies as they stream into the
 * database (nothing is read back): each sub-sector's report and the free-float lists. Written as tables of their
 * own, read by key on request.
 */
export class BuiltFigures {
  private readonly reports = new SubsectorFigures()
  private readonly freeFloat = new FreeFloatLists()

  /** `sink`, with every company, its trading figures and the sub-sectors' days seen here too. */
  listening(sink: DemoSink): DemoSink {
    return {
      ...sink,
      company: (company, yearly, quarterly) => {
        sink.company(company, yearly, quarterly)
        this.reports.company(company, yearly)
        this.freeFloat.company(company)
      },
      trading: (trading) => {
        sink.trading(trading)
        this.reports.trading(trading)
      },
      tradingDays: (days) => {
        sink.tradingDays(days)
        this.reports.days(days.subSectorDays())
      },
    }
  }

  /** Creates the tables and writes the answers, once every company is in; `asOf` is the data's "today". */
  write(target: SqlTarget, asOf: string): void {
    target.exec(SUBSECTOR_REPORTS_SQL + FREE_FLOAT_LISTS_SQL)
    const insertReport = target.prepare('INSERT INTO idx_subsector_reports (sub_sector_slug, report) VALUES (?, ?)')
    for (const [slug, report] of this.reports.reports(asOf)) insertReport([slug, JSON.stringify(report)])
    const insertList = target.prepare('INSERT INTO idx_free_float_lists (level, slug, body) VALUES (?, ?, ?)')
    for (const row of this.freeFloat.lists()) insertList(row)
    // every table has the planner's statistics (see MARKET_INDEXES)
    target.exec('ANALYZE idx_subsector_reports; ANALYZE idx_free_float_lists;')
  }
}
