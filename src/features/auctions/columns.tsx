import { createContext, useContext } from 'react'
import { Link } from 'react-router'
import { figureColumn, type DataColumn, type SortState } from '../../components/data-table'
import { formatCount, formatDate, formatMoney, formatNumber } from '../../lib/format'
import { reportPath } from '../../lib/links'
import { AUCTION_STATUSES } from '../../shared/api/auction-options'
import { AUCTION_ORDERS, type AuctionOrder, type AuctionRecord } from '../../shared/api/auctions'
import { kdiAmount } from './summary'
import { reported } from '../../components/not-reported'

/** Areas are stated to a tenth of a hectare in the decrees. */
export const formatHectares = (value: number) => formatNumber(value, 1)

export const formatIdr = (value: number) => formatMoney(value, 'IDR')

export const kdiPerHectare = (row: AuctionRecord): number | null => {
  const kdi = kdiAmount(row)
  return kdi === null || row.licensed_area_ha <= 0 ? null : kdi / row.licensed_area_ha
}

/** A status in English, with the feed's own words beside it. */
export function StatusText({ status }: { status: string }) {
  const known = AUCTION_STATUSES.find((item) => item.value === status)
  if (known === undefined) return <span lang="id">{status}</span>
  return (
    <>
      {known.label}{' '}
      <span className="muted" lang="id">
        ({status})
      </span>
    </>
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
export function auctionColumns(listSearch: string): DataColumn<AuctionRecord>[] {
  return [
    {
      id: 'wiup_code',
      label: 'WIUP code',
      value: (row) => row.wiup_code,
      cell: (row) => (
        <Link to={`/auctions/${encodeURIComponent(row.wiup_code)}`} state={{ listSearch }}>
          {row.wiup_code}
        </Link>
      ),
    },
    {
      id: 'winner_date',
      label: 'Winner date',
      value: (row) => row.winner_date,
      cell: (row) => reported(row.winner_date, formatDate),
      sortable: true,
      sortDescendingFirst: true,
    },
    { id: 'commodity_type', label: 'Commodity', value: (row) => row.commodity_type, sortable: true },
    { id: 'province', label: 'Province', value: (row) => row.province },
    { id: 'city', label: 'City', value: (row) => row.city },
    { id: 'area_type', label: 'Area type', value: (row) => row.area_type },
    figureColumn({
      id: 'licensed_area_ha',
      label: 'Area',
      unit: 'ha',
      sortable: true,
      value: (row) => row.licensed_area_ha,
      format: formatHectares,
    }),
    figureColumn({
      id: 'kdi',
      label: 'KDI',
      unit: 'IDR',
      description: 'Kompensasi Data Informasi: the compensation the winner pays for the area’s data',
      value: kdiAmount,
      format: formatIdr,
    }),
    figureColumn({
      id: 'kdi_per_ha',
      label: 'KDI per hectare',
      unit: 'IDR/ha',
      value: kdiPerHectare,
      format: formatIdr,
    }),
    figureColumn({
      id: 'participant_count',
      label: 'Participants',
      sortable: true,
      value: (row) => row.participant_count,
      format: formatCount,
    }),
    {
      id: 'winner',
      label: 'Winner',
      value: (row) => row.company_name,
      cell: (row) => <WinnerCell row={row} />,
    },
    {
      id: 'auction_status',
      label: 'Status',
      value: (row) => row.auction_status,
      cell: (row) => <StatusText status={row.auction_status} />,
    },
  ]
}

function WinnerCell({ row }: { row: AuctionRecord }) {
  const symbols = useContext(ListedWinnerSymbols)
  if (row.company_name === null) return <span className="muted">No winner</span>
  const symbol = row.company_slug === null ? undefined : symbols.get(row.company_slug)
  if (symbol === undefined) return <>{row.company_name}</>
  return (
    <Link to={reportPath('idx', symbol)} title={`The report of ${symbol}`}>
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
