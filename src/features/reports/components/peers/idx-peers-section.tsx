import { useId, useMemo, useState } from 'react'
import { CompareLink } from '../../../../components/compare-link'
import { DataTable, sortRows, type SortState } from '../../../../components/data-table'
import { OptionSelect } from '../../../../components/option-select'
import { useFormat } from '../../../../lib/i18n/use-format'
import { useUrlState } from '../../../../lib/url-state'
import { PEER_METRIC_IDS, PEER_METRICS, peerChart, peerRows } from '../../api/peer-metrics'
import { reportQueries } from '../../../../lib/reports/report-queries'
import { reportSearch } from '../../report-search'
import { peerColumns } from './peer-columns'
import { PeerChart } from './peer-chart'
import { SectionQuery } from '../frame/section-query'
import { useReportsText } from '../../text'

/** The peer group as a table (the company highlighted, each peer linked) and a chart on one chosen metric. */
export function IdxPeersSection({ ticker }: { ticker: string }) {
  const { state, commit } = useUrlState(reportSearch)
  const [sort, setSort] = useState<SortState | null>(null)
  const metricId = useId()
  const t = useReportsText()
  const format = useFormat()
  const columns = useMemo(() => peerColumns(t, format), [t, format])
  return (
    <SectionQuery view={reportQueries.idxView(ticker, 'peers')} select={peerRows}>
      {(rows) => (
        <>
          <div className="panel">
            <h3>{t('peers.title')}</h3>
            <CompareLink symbols={rows.map((row) => row.symbol)}>{t('peers.compareLargest')}</CompareLink>
            <DataTable
              label={t('view.peers')}
              columns={columns}
              rows={sortRows(rows, columns, sort)}
              rowKey={(row) => row.symbol}
              sort={sort}
              onSortChange={setSort}
              rowClassName={(row) => (row.self ? 'row--self' : undefined)}
              empty={t('peers.none')}
            />
          </div>
          <div className="panel">
            <label htmlFor={metricId}>{t('peers.compareOn')} </label>
            <OptionSelect
              id={metricId}
              options={PEER_METRIC_IDS.map((id) => ({ value: id, label: t(PEER_METRICS[id].label) }))}
              value={state.metric}
              onChange={(metric) => {
                commit({ metric })
              }}
            />
            <PeerChart chart={peerChart(rows, state.metric)} metric={state.metric} />
          </div>
        </>
      )}
    </SectionQuery>
  )
}
