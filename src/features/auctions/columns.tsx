import { createContext, useContext } from 'react'
import { Link } from 'react-router'
import { figureColumn, type DataColumn, type SortState } from '../../components/data-table'
import { formatCount, formatDate, formatMoney, formatNumber } from '../../lib/format'
import { reportPath } from '../../lib/links'
import { AUCTION_ORDERS } from '../../shared/api/requests/auctions'
import type { AuctionOrder, AuctionRecord } from '../../shared/api/auctions'
import { kdiAmount } from './summary'
import { reported } from '../../components/not-reported'
import type { Locale } from '../../shared/locale'
import { commodityName, statusLabel } from './labels'
import { AuctionsText, useAuctionsText, type AuctionsT } from './text'

/** Areas are stated to a tenth of a hectare in the decrees. */
export const formatHectares = (value: number, locale?: Locale) => formatNumber(value, 1, locale)

export const formatIdr = (value: number, locale?: Locale) => formatMoney(value, 'IDR', locale)

/** What a figure column of the auctions says beyond its own: its id, its value, and whether it sorts the list. */
interface AuctionFigure<Row> {
  id: string
  value: (row: Row) => number | null
  sortable?: boolean
  description?: string
}

/** A licensed area in hectares, to a tenth: the list's column and the summary groups' alike. */
export const hectaresColumn = <Row,>(t: AuctionsT, locale: Locale, column: AuctionFigure<Row>) =>
  figureColumn<Row>({
    ...column,
    label: t('column.area'),
    unit: t('unit.hectares'),
    format: (value) => formatHectares(value, locale),
  })

/** A winning bid's compensation (KDI) in rupiah: the list's column and the summary groups' alike. */
export const kdiColumn = <Row,>(t: AuctionsT, locale: Locale, column: AuctionFigure<Row>) =>
  figureColumn<Row>({ ...column, label: t('column.kdi'), unit: 'IDR', format: (value) => formatIdr(value, locale) })

export const kdiPerHectare = (row: AuctionRecord): number | null => {
  const kdi = kdiAmount(row)
  return kdi === null || row.licensed_area_ha <= 0 ? null : kdi / row.licensed_area_ha
}

/** A status in the language shown, with the feed's own words beside it. */
export function StatusText({ status }: { status: string }) {
  const t = useAuctionsText()
  const label = statusLabel(t, status)
  if (label === undefined) return <span lang="id">{status}</span>
  return (
    <AuctionsText
      id="status.withFeedWord"
      values={{ label, status }}
      components={{ 0: <span className="muted" lang="id" /> }}
    />
  )
}

/**
 * slug → IDX symbol of the winners that are listed companies. A context rather than a column parameter: the
 * symbols arrive after the rows, and new column definitions would re-create every cell (and drop the focus).
 */
export const ListedWinnerSymbols = createContext<ReadonlyMap<string, string>>(new Map())

/**
 * The results table's columns; the ids of the sortable ones are the API's order fields. `listSearch` is the
 * list's query string, so the detail page can lead back to the same view.
 */
export function auctionColumns(listSearch: string, t: AuctionsT, locale: Locale): DataColumn<AuctionRecord>[] {
  return [
    {
      id: 'wiup_code',
      label: t('column.wiupCode'),
      value: (row) => row.wiup_code,
      cell: (row) => (
        <Link to={`/auctions/${encodeURIComponent(row.wiup_code)}`} state={{ listSearch }}>
          {row.wiup_code}
        </Link>
      ),
    },
    {
      id: 'winner_date',
      label: t('column.winnerDate'),
      value: (row) => row.winner_date,
      cell: (row) => reported(row.winner_date, (date) => formatDate(date, locale)),
      sortable: true,
      sortDescendingFirst: true,
    },
    {
      id: 'commodity_type',
      label: t('column.commodity'),
      value: (row) => row.commodity_type,
      cell: (row) => commodityName(t, row.commodity_type),
      sortable: true,
    },
    { id: 'province', label: t('column.province'), value: (row) => row.province },
    { id: 'city', label: t('column.city'), value: (row) => row.city },
    { id: 'area_type', label: t('column.areaType'), value: (row) => row.area_type },
    hectaresColumn(t, locale, { id: 'licensed_area_ha', sortable: true, value: (row) => row.licensed_area_ha }),
    kdiColumn(t, locale, { id: 'kdi', description: t('column.kdiDescription'), value: kdiAmount }),
    figureColumn({
      id: 'kdi_per_ha',
      label: t('column.kdiPerHectare'),
      unit: t('unit.idrPerHectare'),
      value: kdiPerHectare,
      format: (value) => formatIdr(value, locale),
    }),
    figureColumn({
      id: 'participant_count',
      label: t('column.participants'),
      sortable: true,
      value: (row) => row.participant_count,
      format: (value) => formatCount(value, locale),
    }),
    {
      id: 'winner',
      label: t('column.winner'),
      value: (row) => row.company_name,
      cell: (row) => <WinnerCell row={row} />,
    },
    {
      id: 'auction_status',
      label: t('column.status'),
      value: (row) => row.auction_status,
      cell: (row) => <StatusText status={row.auction_status} />,
    },
  ]
}

function WinnerCell({ row }: { row: AuctionRecord }) {
  const t = useAuctionsText()
  const symbols = useContext(ListedWinnerSymbols)
  if (row.company_name === null) return <span className="muted">{t('winner.none')}</span>
  const symbol = row.company_slug === null ? undefined : symbols.get(row.company_slug)
  if (symbol === undefined) return <>{row.company_name}</>
  return (
    <Link to={reportPath('idx', symbol)} title={t('winner.reportOf', { symbol })}>
      {row.company_name}
    </Link>
  )
}

/** The API order a table sort stands for, and back. */
export function orderOfSort(sort: SortState): AuctionOrder | undefined {
  const wanted = `${sort.descending ? '-' : ''}${sort.columnId}`
  return AUCTION_ORDERS.find((order) => order === wanted)
}
export const sortOfOrder = (order: AuctionOrder): SortState => ({
  columnId: order.replace(/^-/, ''),
  descending: order.startsWith('-'),
})
