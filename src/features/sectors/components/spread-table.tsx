import type { UseQueryResult } from '@tanstack/react-query'
import { DataTable, figureColumn, ratioColumn, type DataColumn } from '../../../components/data-table'
import { PanelState } from '../../../components/panel-state'
import { formatCount } from '../../../lib/format'
import type { Spread } from '../../../lib/statistics'
import type { ValuationSpread } from '../api/sector-queries'

interface SpreadRow {
  metric: string
  spread: Spread | null
}

const SPREAD_FIGURES = [
  ['min', 'Lowest'],
  ['lowerQuartile', '25th percentile'],
  ['median', 'Median'],
  ['upperQuartile', '75th percentile'],
  ['max', 'Highest'],
] as const

const COLUMNS: DataColumn<SpreadRow>[] = [
  { id: 'metric', label: 'Multiple', value: (row) => row.metric },
  ...SPREAD_FIGURES.map(([id, label]) => ratioColumn<SpreadRow>(id, label, (row) => row.spread?.[id] ?? null)),
  figureColumn({ id: 'count', label: 'Companies', value: (row) => row.spread?.count ?? null, format: formatCount }),
]

/** How P/E (TTM) and P/B (MRQ) spread over the companies, from the screener; losses and negative equity left out. */
export function SpreadTable({ query }: { query: UseQueryResult<ValuationSpread> }) {
  return (
    <div className="sector-spread">
      <h3>Spread across companies</h3>
      <PanelState title="The spread across companies" query={query}>
        {(spread) => (
          <>
            <DataTable
              label="Spread across companies"
              columns={COLUMNS}
              rows={[
                { metric: 'P/E (TTM)', spread: spread.pe },
                { metric: 'P/B (MRQ)', spread: spread.pb },
              ]}
              rowKey={(row) => row.metric}
            />
            <p className="muted sector-note">
              Over the {formatCount(spread.companies)} companies the screener lists in the sub-sector; a company with a
              loss (P/E) or negative equity (P/B) has no meaningful multiple and is left out.
            </p>
          </>
        )}
      </PanelState>
    </div>
  )
}
