import { useMemo } from 'react'
import { Link } from 'react-router'
import { TitledTable, figureColumn, type DataColumn } from '../../../../components/data-table'
import { useFormat } from '../../../../lib/i18n/use-format'
import { reportPath } from '../../../../lib/links'
import type { ShareholderRow } from '../../api/ownership-selects'
import { reported } from '../../../../components/not-reported'
import { useReportsText } from '../../text'

/** Major shareholders with the public float last; a listed shareholder links to its own report. */
export function ShareholderTable({ rows }: { rows: readonly ShareholderRow[] }) {
  const t = useReportsText()
  const { formatCount, formatMoney, formatPercent } = useFormat()
  const nameOf = (row: ShareholderRow) => row.name ?? t('holdings.publicFloat')
  const columns = useMemo<DataColumn<ShareholderRow>[]>(
    () => [
      { id: 'name', label: t('holdings.shareholder'), value: (row) => row.name ?? t('holdings.publicFloat') },
      {
        id: 'symbol',
        label: t('holdings.listedAs'),
        value: (row) => row.symbol,
        cell: (row) => (row.symbol === null ? '' : <Link to={reportPath('idx', row.symbol)}>{row.symbol}</Link>),
      },
      { id: 'shares', label: t('holdings.shares'), unit: t('holdings.sharesUnit'), align: 'end', value: (row) => row.shares, cell: (row) => (row.remainder && row.shares === null ? '' : reported(row.shares, formatCount)) },
      { id: 'value', label: t('holdings.value'), unit: 'IDR', align: 'end', value: (row) => row.value, cell: (row) => (row.remainder && row.value === null ? '' : reported(row.value, (value) => formatMoney(value, 'IDR'))) },
      figureColumn({ id: 'fraction', label: t('holdings.ofAllShares'), unit: '%', value: (row) => row.fraction, format: formatPercent }),
    ], // prettier-ignore
    [t, formatCount, formatMoney, formatPercent],
  )
  return (
    <TitledTable
      className="panel"
      title={t('holdings.majorShareholders')}
      columns={columns}
      rows={rows}
      rowKey={nameOf}
      rowClassName={(row) => (row.remainder ? 'row--muted' : undefined)}
    />
  )
}
