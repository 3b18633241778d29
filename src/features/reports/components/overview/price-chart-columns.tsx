import type { DataColumn } from '../../../../components/data-table'
import { reported } from '../../../../components/not-reported'
import type { Currency } from '../../../../lib/format'
import type { Formats } from '../../../../lib/i18n/use-format'
import { AVERAGE_KEYS, type MovingAverageDays, type PriceChartRow } from '../../api/price-series'
import type { ReportsT } from '../../text'

export interface PriceColumnsOptions {
  currency: Currency
  averages: readonly MovingAverageDays[]
  /** the rebased lines' names and their base day, when drawn against an index */
  rebased: { ticker: string; index: string; base: string } | null
  firstDate: string | undefined
}

/** The table behind the price chart: every day with what the chart draws for it. */
export function priceColumns(t: ReportsT, f: Formats, options: PriceColumnsOptions): DataColumn<PriceChartRow>[] {
  const { currency, averages, rebased, firstDate } = options
  const money = (value: number | null | undefined) => reported(value, (v) => f.formatMoney(v, currency))
  const level = (value: number | null | undefined) => reported(value, (v) => f.formatNumber(v, 1))
  const columns: DataColumn<PriceChartRow>[] = [
    { id: 'date', label: t('prices.date'), value: (row) => row.date, cell: (row) => f.formatDate(row.date) },
    { id: 'close', label: t('prices.close'), unit: currency, align: 'end', value: (row) => row.close, cell: (row) => money(row.close) },
    {
      id: 'change',
      label: firstDate === undefined ? t('prices.change') : t('prices.changeSince', { date: f.formatDate(firstDate) }),
      unit: '%',
      align: 'end',
      value: (row) => row.change,
      cell: (row) => reported(row.change, f.formatSignedPercent),
    },
    ...averages.map((days): DataColumn<PriceChartRow> => ({
      id: AVERAGE_KEYS[days],
      label: t('prices.average', { days }),
      unit: rebased === null ? currency : t('prices.rebasedUnit', { date: f.formatDate(rebased.base) }),
      align: 'end',
      value: (row) => row[AVERAGE_KEYS[days]] ?? null,
      cell: (row) => (rebased === null ? money : level)(row[AVERAGE_KEYS[days]]),
    })),
  ] // prettier-ignore
  if (rebased !== null) {
    const unit = t('prices.rebasedUnit', { date: f.formatDate(rebased.base) })
    columns.push(
      { id: 'price', label: t('prices.rebased', { name: rebased.ticker }), unit, align: 'end', value: (row) => row.price, cell: (row) => level(row.price) },
      { id: 'index', label: t('prices.rebased', { name: rebased.index }), unit, align: 'end', value: (row) => row.index ?? null, cell: (row) => level(row.index) },
    ) // prettier-ignore
  }
  columns.push({
    id: 'volume',
    label: t('prices.volume'),
    unit: t('prices.sharesUnit'),
    align: 'end',
    value: (row) => row.volume,
    cell: (row) => reported(row.volume, f.formatCount),
  })
  return columns
}
