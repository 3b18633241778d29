import { useQuery } from '@tanstack/react-query'
import { useCallback, useMemo } from 'react'
import { ExportCsvButton } from '../../../components/export-csv-button'
import { LinkProblems } from '../../../components/link-problems'
import { InlineProblem, RefreshFailedNotice } from '../../../components/states'
import { csvColumnsOf } from '../../../components/data-table'
import { COMPANY_SORT_KEYS } from '../../../shared/api/requests/companies'
import type { Classification, GroupPlace } from '../classification'
import { isDescending, storedDirection, type CompaniesUrlState } from '../companies-search'
import { companiesQueries } from '../api/companies-queries'
import { companyColumns } from '../columns'
import { ClassificationBrowser } from './classification-browser'
import { CompaniesTable } from './companies-table'
import { GroupFactsPanel } from './group-facts-panel'
import { GroupHeading } from './group-heading'
import { MetricChart } from './metric-chart'
import { SortControls } from './sort-controls'
import { useFormat } from '../../../lib/i18n/use-format'
import { useCompaniesText } from '../text'

export interface GroupViewProps {
  place: GroupPlace
  classification: Classification
  urlState: CompaniesUrlState
}

/** One group: its place, its facts, its companies ranked on the chosen metric as a table and a chart. */
export function GroupView({ place, classification, urlState }: GroupViewProps) {
  const { state, problems, commit, useDefault: dropParameter } = urlState
  const group = { level: place.level, slug: place.node.slug }
  const descending = isDescending(state)
  const list = useQuery(companiesQueries.list(group, state.sortBy, descending))
  // the columns of the rows on screen: while a new sort loads, the old rows keep their own metric's header
  const shownSortBy = list.data?.sortBy ?? state.sortBy
  const t = useCompaniesText()
  const formats = useFormat()
  const columns = useMemo(() => companyColumns(shownSortBy, t, formats), [shownSortBy, t, formats])
  const sortKeyName = useCallback(
    (value: string) => {
      const key = COMPANY_SORT_KEYS.find((candidate) => candidate === value)
      return key === undefined ? value : t(`sortKey.${key}`)
    },
    [t],
  )
  const rows = list.data?.rows
  const empty = rows !== undefined && rows.length === 0

  return (
    <div className="companies">
      <GroupHeading place={place} />
      <LinkProblems problems={problems} onUseDefault={dropParameter} valueName={sortKeyName} />
      {!empty && <GroupFactsPanel group={group} />}
      {list.isRefetchError && (
        <RefreshFailedNotice
          onRetry={() => {
            void list.refetch()
          }}
        />
      )}
      {list.error !== null && rows === undefined ? (
        <InlineProblem>{t('list.failed', { reason: list.error.message })}</InlineProblem>
      ) : empty ? (
        <p role="status" className="companies__empty">
          {t('list.empty', { name: place.node.name })}
        </p>
      ) : (
        <>
          <div className="companies__toolbar">
            <SortControls
              sortBy={state.sortBy}
              descending={descending}
              onSortBy={(sortBy) => {
                commit({ sortBy, desc: null })
              }}
              onDescending={(next) => {
                commit({ desc: storedDirection(state.sortBy, next) })
              }}
            />
            <ExportCsvButton
              fetchRows={() => Promise.resolve(rows ?? [])}
              columns={csvColumnsOf(columns)}
              fileStem={`companies-${place.node.slug}`}
              disabled={rows === undefined || list.isPlaceholderData}
            />
          </div>
          <div className="companies__body">
            {list.data !== undefined && <MetricChart sortBy={list.data.sortBy} rows={list.data.rows} />}
            <CompaniesTable
              columns={columns}
              rows={rows}
              sortBy={shownSortBy}
              descending={list.data?.descending ?? descending}
              refreshing={list.isPlaceholderData}
              onSort={(sortBy, nextDescending) => {
                commit({ sortBy, desc: storedDirection(sortBy, nextDescending) })
              }}
            />
          </div>
        </>
      )}
      <details className="companies__browse">
        <summary>{t('browse')}</summary>
        <ClassificationBrowser classification={classification} current={group} />
      </details>
    </div>
  )
}
