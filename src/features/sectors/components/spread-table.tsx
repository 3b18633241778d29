import type { UseQueryResult } from '@tanstack/react-query'
import { DataTable, figureColumn, ratioColumn, type DataColumn } from '../../../components/data-table'
import { PanelState } from '../../../components/panel-state'
import { useFormat } from '../../../lib/i18n/use-format'
import type { Spread } from '../../../lib/statistics'
import type { ValuationSpread } from '../api/sector-queries'
import { useSectorsText, type SectorsT } from '../text'

interface SpreadRow {
  metric: string
  spread: Spread | null
}

const SPREAD_FIGURES = ['min', 'lowerQuartile', 'median', 'upperQuartile', 'max'] as const

const columnsFor = (t: SectorsT, formatCount: (value: number) => string): DataColumn<SpreadRow>[] => [
  { id: 'metric', label: t('spread.multiple'), value: (row) => row.metric },
  ...SPREAD_FIGURES.map((id) => ratioColumn<SpreadRow>(id, t(`spread.${id}`), (row) => row.spread?.[id] ?? null)),
  figureColumn({
    id: 'count',
    label: t('column.companies'),
    value: (row) => row.spread?.count ?? null,
    format: formatCount,
  }),
]

/** How P/E (TTM) and P/B (MRQ) spread over the companies, from the screener; losses and negative equity left out. */
export function SpreadTable({ query }: { query: UseQueryResult<ValuationSpread> }) {
  const t = useSectorsText()
  const { formatCount } = useFormat()
  return (
    <div className="sector-spread">
      <h3>{t('spread.title')}</h3>
      <PanelState title={t('spread.panelTitle')} query={query}>
        {(spread) => (
          <>
            <DataTable
              label={t('spread.title')}
              columns={columnsFor(t, formatCount)}
              rows={[
                { metric: 'P/E (TTM)', spread: spread.pe },
                { metric: 'P/B (MRQ)', spread: spread.pb },
              ]}
              rowKey={(row) => row.metric}
            />
            <p className="muted sector-note">{t('spread.note', { count: formatCount(spread.companies) })}</p>
          </>
        )}
      </PanelState>
    </div>
  )
}
