import { useQuery } from '@tanstack/react-query'
import { SGX_TOP_CLASSIFICATIONS } from '../../../shared/api/requests/rankings'
import type { SgxTopClassification } from '../../../shared/api/rankings'
import { companyColumn, DataTable, figureColumn, type DataColumn } from '../../../components/data-table'
import { PanelState } from '../../../components/panel-state'
import { SegmentedChoice } from '../../../components/segmented-choice'
import { useFormat, type Formats } from '../../../lib/i18n/use-format'
import { useComponentsText } from '../../../components/text'
import { marketQueries } from '../api/market-queries'
import { sgxTopRows, type SgxTopCompany } from '../sgx-top'
import { MarketPanel } from './market-panel'
import { useMarketText, type MarketT } from '../text'

/** Each ranking's figure: its unit and how it is written in the language shown. */
const figureOf = (
  by: SgxTopClassification,
  { formatMoney, formatPercent, formatRatio }: Formats,
): { unit: string; format: (value: number) => string } => {
  if (by === 'dividend_yield') return { unit: '%', format: formatPercent }
  if (by === 'pe') return { unit: '×', format: formatRatio }
  return { unit: 'SGD', format: (value) => formatMoney(value, 'SGD') }
}

const columnsFor = (
  by: SgxTopClassification,
  t: MarketT,
  company: string,
  format: Formats,
): DataColumn<SgxTopCompany>[] => [
  companyColumn('sgx', company),
  figureColumn({ id: 'figure', label: t(`sgx.figure.${by}`), value: (row) => row.figure, ...figureOf(by, format) }),
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
  const t = useMarketText()
  const format = useFormat()
  const company = useComponentsText()('table.company')
  return (
    <MarketPanel
      id="sgx"
      title={t('sgx.title')}
      controls={
        <SegmentedChoice
          label={t('sgx.rankBy')}
          options={SGX_TOP_CLASSIFICATIONS.map((value) => ({ value, label: t(`sgx.figure.${value}`) }))}
          value={by}
          onChange={onChange}
        />
      }
      note={t('sgx.note')}
    >
      <PanelState
        title={t('sgx.panelTitle')}
        query={{ ...query, data: query.data === undefined ? undefined : sgxTopRows(query.data, by) }}
        empty={t('sgx.empty')}
      >
        {(rows) => (
          <DataTable
            label={t('sgx.table', { figure: t(`sgx.figureLower.${by}`) })}
            columns={columnsFor(by, t, company, format)}
            rows={rows}
            rowKey={(row) => row.symbol}
          />
        )}
      </PanelState>
    </MarketPanel>
  )
}
