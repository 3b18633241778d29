import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { useLocation } from 'react-router'
import { DataTable } from '../../../components/data-table'
import { LinkProblems } from '../../../components/link-problems'
import { Pagination } from '../../../components/pagination'
import { RefreshFailedNotice } from '../../../components/states'
import { useDocumentTitle } from '../../../lib/document-title'
import { useFormat } from '../../../lib/i18n/use-format'
import { useUrlState } from '../../../lib/url-state'
import { auctionQueries } from '../api/auction-queries'
import { auctionsSearch, filtersOf, PAGE_SIZES } from '../../../shared/auctions/auctions-search'
import { auctionColumns, ListedWinnerSymbols, orderOfSort, sortOfOrder } from '../columns'
import { listedWinnerNames } from '../listed-winners'
import { useAuctionsText } from '../text'
import { AuctionFilters } from './auction-filters'
import { AuctionsExport } from './auctions-export'
import { AuctionsSummary } from './auctions-summary'
import { EmptyAuctions, PastLastPage } from './empty-auctions'
import { RequestProblem } from './request-problem'
import './auctions.css'

/**
 * The auction explorer: filters, one page of results, and a summary of every auction the filters match. All of
 * it is the URL's state; a link with a bad value says so and sends nothing the API would refuse.
 */
export function AuctionsPage() {
  const { state: search, problems, commit, useDefault: dropParameter } = useUrlState(auctionsSearch)
  const { search: listSearch } = useLocation()
  const askable = problems.length === 0
  const filters = filtersOf(search)
  const page = useQuery({ ...auctionQueries.page(search), enabled: askable })
  const rows = page.data?.results
  const total = page.data?.pagination.total_count ?? 0
  const names = useMemo(() => listedWinnerNames(rows ?? []), [rows])
  const listed = useQuery({ ...auctionQueries.listedWinners(names), enabled: names.length > 0 })
  const t = useAuctionsText()
  const { locale } = useFormat()
  const columns = useMemo(() => auctionColumns(listSearch, t, locale), [listSearch, t, locale])
  useDocumentTitle(t('list.documentTitle'))

  return (
    <div className="auctions">
      <h1>{t('list.title')}</h1>
      <p className="muted auctions__intro">{t('list.intro')}</p>
      <AuctionFilters search={search} onCommit={commit} />
      <LinkProblems problems={problems} onUseDefault={dropParameter} />
      {page.isLoadingError && (
        <RequestProblem
          error={page.error}
          onRetry={() => {
            void page.refetch()
          }}
        />
      )}
      {page.isRefetchError && (
        <RefreshFailedNotice
          onRetry={() => {
            void page.refetch()
          }}
        />
      )}
      {askable && (
        <>
          <div className="results-toolbar">
            <AuctionsExport filters={filters} orderBy={search.order_by} columns={columns} />
          </div>
          {rows !== undefined && rows.length === 0 && total > 0 ? (
            <PastLastPage
              page={search.page}
              lastPage={Math.ceil(total / search.limit)}
              onPage={(next) => {
                commit({ page: next })
              }}
            />
          ) : (
            !page.isLoadingError && (
              <ListedWinnerSymbols value={listed.data ?? NO_SYMBOLS}>
                <DataTable
                  label={t('list.tableLabel')}
                  columns={columns}
                  rows={rows}
                  rowKey={(row) => row.wiup_code}
                  sort={sortOfOrder(search.order_by)}
                  onSortChange={(sort) => {
                    const order_by = orderOfSort(sort)
                    if (order_by !== undefined) commit({ order_by })
                  }}
                  refreshing={page.isPlaceholderData}
                  skeletonRows={Math.min(search.limit, 10)}
                  empty={<EmptyAuctions filters={filters} onCommit={commit} />}
                />
              </ListedWinnerSymbols>
            )
          )}
          {page.data !== undefined && total > 0 && (
            <Pagination
              page={search.page}
              pageSize={search.limit}
              total={total}
              pageSizes={PAGE_SIZES}
              busy={page.isPlaceholderData}
              onPage={(next) => {
                commit({ page: next })
              }}
              onPageSize={(limit) => {
                commit({ limit })
              }}
            />
          )}
          <AuctionsSummary filters={filters} onCommit={commit} />
        </>
      )}
    </div>
  )
}

const NO_SYMBOLS: ReadonlyMap<string, string> = new Map()
