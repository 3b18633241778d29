import { useQuery } from '@tanstack/react-query'
import { SGX_TOP_CLASSIFICATIONS, type SgxTopClassification } from '../../../shared/api/rankings'
import { companyColumn, DataTable, figureColumn, type DataColumn } from '../../../components/data-table'
import { PanelState } from '../../../components/panel-state'
import { SegmentedChoice } from '../../../components/segmented-choice'
import { formatMoney, formatPercent, formatRatio } from '../../../lib/format'
import { marketQueries } from '../api/market-queries'
import { sgxTopRows, type SgxTopCompany } from '../sgx-top'
import { MarketPanel } from './market-panel'

const FIGURES: Record<SgxTopClassification, { label: string; unit: string; format: (value: number) => string }> = {
  market_cap: { label: 'Market cap', unit: 'SGD', format: (value) => formatMoney(value, 'SGD') },
  revenue: { label: 'Revenue', unit: 'SGD', format: (value) => formatMoney(value, 'SGD') },
  earnings: { label: 'Earnings', unit: 'SGD', format: (value) => formatMoney(value, 'SGD') },
  dividend_yield: { label: 'Forward dividend yield', unit: '%', format: formatPercent },
  pe: { label: 'P/E', unit: '×', format: formatRatio },
}

const columnsFor = (by: SgxTopClassification): DataColumn<SgxTopCompany>[] => [
  companyColumn('sgx'),
  figureColumn({
    id: 'figure',
    label: FIGURES[by].label,
    unit: FIGURES[by].unit,
    value: (row) => row.figure,
    format: FIGURES[by].format,
  }),
]

/** The SGX tab: the top companies of the Singapore market by one of the service's five rankings. */
export function SgxTopPanel({
  by,
  onChange,
}: {
  by: SgxTopClassification
  onChange: (next: SgxTopClassification) => void
}) {
  const query = useQuery(marketQueries.sgxTop(by))
  return (
    <MarketPanel
      id="sgx"
      title="SGX top companies"
      controls={
        <SegmentedChoice
          label="Rank SGX companies by"
          options={SGX_TOP_CLASSIFICATIONS.map((value) => ({ value, label: FIGURES[value].label }))}
          value={by}
          onChange={onChange}
        />
      }
      note="Companies with a market cap of at least S$ 1 billion, in the service’s order."
    >
      <PanelState
        title="The SGX top companies"
        query={{ ...query, data: query.data === undefined ? undefined : sgxTopRows(query.data, by) }}
        isEmpty={(rows) => rows.length === 0}
        empty="The service lists no SGX company for this ranking."
      >
        {(rows) => (
          <DataTable
            label={`SGX top companies by ${FIGURES[by].label.toLowerCase()}`}
            columns={columnsFor(by)}
            rows={rows}
            rowKey={(row) => row.symbol}
          />
        )}
      </PanelState>
    </MarketPanel>
  )
}
