import { useId, useState } from 'react'
import { CompareLink } from '../../../../components/compare-link'
import { DataTable, sortRows, type SortState } from '../../../../components/data-table'
import { OptionSelect } from '../../../../components/option-select'
import { useUrlState } from '../../../../lib/url-state'
import { PEER_METRIC_IDS, PEER_METRICS, peerChart, peerRows } from '../../api/peer-metrics'
import { reportQueries } from '../../../../lib/reports/report-queries'
import { reportSearch } from '../../report-search'
import { PEER_COLUMNS } from './peer-columns'
import { PeerChart } from './peer-chart'
import { SectionQuery } from '../frame/section-query'

/** The peer group as a table (the company highlighted, each peer linked) and a chart on one chosen metric. */
export function IdxPeersSection({ ticker }: { ticker: string }) {
  const { state, commit } = useUrlState(reportSearch)
  const [sort, setSort] = useState<SortState | null>(null)
  const metricId = useId()
  return (
    <SectionQuery view={reportQueries.idxView(ticker, 'peers')} select={peerRows}>
      {(rows) => (
        <>
          <div className="panel">
            <h3>Peer group</h3>
            <CompareLink symbols={rows.map((row) => row.symbol)}>Compare with the largest peers</CompareLink>
            <DataTable
              label="Peers"
              columns={PEER_COLUMNS}
              rows={sortRows(rows, PEER_COLUMNS, sort)}
              rowKey={(row) => row.symbol}
              sort={sort}
              onSortChange={setSort}
              rowClassName={(row) => (row.self ? 'row--self' : undefined)}
              empty="This company has no listed peers."
            />
          </div>
          <div className="panel">
            <label htmlFor={metricId}>Compare on </label>
            <OptionSelect
              id={metricId}
              options={PEER_METRIC_IDS.map((id) => ({ value: id, label: PEER_METRICS[id].label }))}
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
