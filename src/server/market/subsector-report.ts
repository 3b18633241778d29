import type { Database, Statement } from 'better-sqlite3'
import type { SubsectorReport, SubsectorReportSection } from '../../shared/api/subsector-report'
import { idxTaxonomy } from '../../shared/catalogue'
import type { SubsectorReportBody } from './subsector-figures'

/** Each sub-sector's whole report (JSON, without its names), written once while the market is built. */
export const SUBSECTOR_REPORTS_SQL = `
CREATE TABLE idx_subsector_reports (sub_sector_slug TEXT PRIMARY KEY, report TEXT NOT NULL);`

/**
 * The sub-sector report: worked out while the market is built (subsector-figures.ts), over the very figures the
 * screener reads, because it is the same until the data changes and a 100× market's largest sub-sector took over a
 * second to sum on request. A request reads its sub-sector's row and keeps the sections asked for.
 */
export class SubsectorReports {
  private readonly read: Statement<[string], string>

  constructor(db: Database) {
    this.read = db
      .prepare<[string], string>('SELECT report FROM idx_subsector_reports WHERE sub_sector_slug = ?')
      .pluck()
  }

  /** The report's sections for a sub-sector slug, or undefined when there is no such sub-sector. */
  report(slug: string, sections: readonly SubsectorReportSection[]): SubsectorReport | undefined {
    const node = idxTaxonomy.subSectors.find((s) => s.slug === slug)
    const text = node === undefined ? undefined : this.read.get(slug)
    if (node === undefined || text === undefined) return undefined
    const whole = JSON.parse(text) as SubsectorReportBody
    const answer: SubsectorReport = { sector: node.sector.name, sub_sector: node.name }
    for (const section of sections) Object.assign(answer, { [section]: whole[section] })
    return answer
  }
}
