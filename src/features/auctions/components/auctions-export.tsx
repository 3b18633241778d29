import { useMemo } from 'react'
import type { DataColumn } from '../../../components/data-table'
import { ExportCsvButton } from '../../../components/export-csv-button'
import { csvColumnsOf } from '../../../components/data-table'
import type { AuctionOrder, AuctionRecord } from '../../../shared/api/auctions'
import { getAllAuctions } from '../api/auction-fetch'
import type { AuctionFilters } from '../../../shared/auctions/auctions-search'

interface AuctionsExportProps {
  filters: AuctionFilters
  orderBy: AuctionOrder
  columns: readonly DataColumn<AuctionRecord>[]
}

/** Every auction the filters match, in the table's order, as CSV: the table's columns plus the licence number. */
export function AuctionsExport({ filters, orderBy, columns }: AuctionsExportProps) {
  const csvColumns = useMemo(
    () => [
      ...csvColumnsOf(columns),
      { header: 'License number', value: (row: AuctionRecord) => row.license_number },
      { header: 'Winner slug', value: (row: AuctionRecord) => row.company_slug },
    ],
    [columns],
  )
  return (
    <ExportCsvButton
      fileStem="auctions"
      columns={csvColumns}
      fetchRows={({ signal, onProgress }) => getAllAuctions(filters, { orderBy, signal, onProgress })}
    />
  )
}
