import { useMemo } from 'react'
import { changeColumn, companyColumn, DataTable, figureColumn, type DataColumn } from '../../../components/data-table'
import { useComponentsText } from '../../../components/text'
import { useClassificationName } from '../../../lib/i18n/classification-name'
import { useFormat } from '../../../lib/i18n/use-format'
import type { Market } from '../../../shared/catalogue'
import type { MapCompany } from '../map-companies'
import type { MapPeriod } from '../map-search'
import { useMapText } from '../text'

export interface MapTableProps {
  market: Market
  companies: readonly MapCompany[]
  period: MapPeriod
}

/** The map as a table: every company drawn (and those that could not be), largest first, with the same figures. */
export function MapTable({ market, companies, period }: MapTableProps) {
  const t = useMapText()
  const tc = useComponentsText()
  const classificationName = useClassificationName()
  const { formatMoney } = useFormat()
  const currency = market === 'idx' ? 'IDR' : 'SGD'
  const columns = useMemo<DataColumn<MapCompany>[]>(
    () => [
      companyColumn<MapCompany>(market, tc('table.company')),
      { id: 'sector', label: t('table.sector'), value: (row) => classificationName('sector', row.sector) },
      {
        id: 'sub_sector',
        label: t('table.subSector'),
        value: (row) => classificationName('sub_sector', row.subSector),
      },
      figureColumn<MapCompany>({
        id: 'market_cap',
        label: t('table.marketCap'),
        unit: currency,
        value: (row) => row.marketCap,
        format: (cap) => formatMoney(cap, currency),
      }),
      changeColumn<MapCompany>({
        id: 'change',
        label: t('table.change', { period: t(`period.name.${period}`) }),
        value: (row) => row.changes[period] ?? null,
      }),
    ],
    [market, period, currency, t, tc, classificationName, formatMoney],
  )
  return <DataTable label={t('table.label')} columns={columns} rows={companies} rowKey={(row) => row.symbol} />
}
