import { useState } from 'react'
import { storedFlag, storeFlag } from '../../../lib/session-flag'
import { useHydrated } from '../../../lib/use-hydrated'
import { Pagination } from '../../../components/pagination'
import { ExportCsvButton } from '../../../components/export-csv-button'
import { LinkProblems } from '../../../components/link-problems'
import { InlineProblem, RefreshFailedNotice } from '../../../components/states'
import { useErrorText } from '../../../components/error-text'
import { screenerPath } from '../../../shared/api/requests/screener'
import {
  PAGE_SIZES,
  SCREENER_DEFAULTS,
  toApiQuery,
  type ScreenerSearch,
} from '../../../shared/screener/screener-search'
import { useScreenerResults } from '../use-screener-results'
import { useScreenerLink } from '../use-screener-link'
import { specsFor } from '../../../shared/catalogue'
import { csvFileStem, fetchAllRows, screenerCsvColumns } from '../export-csv'
import { searchFromTranslation } from '../from-translation'
import { columnsOf, normaliseColumns } from '../../../shared/screener/column-choice'
import { useDocumentTitle } from '../../../lib/document-title'
import { useScreenerText } from '../text'
import { AskBox } from './ask-box'
import { ColumnPicker } from './column-picker'
import { EmptyResults } from './empty-results'
import { FilterPanel } from './filter-panel'
import { MarketSwitch } from './market-switch'
import { ResultsTable } from './results-table'
import { SavedScreens } from './saved-screens'
import { StarterLinks } from './starter-links'

/** The person's choice of the text editor over the builder, for this tab: it survives commits and reloads. */
function usePrefersText() {
  const [prefersText, setPrefersText] = useState(() => storedFlag('screener.prefers-text'))
  const change = (value: boolean) => {
    storeFlag('screener.prefers-text', value)
    setPrefersText(value)
  }
  // kept in this tab: the server renders the builder, and the text editor follows once the page is hydrated
  const hydrated = useHydrated()
  return [hydrated && prefersText, change, hydrated] as const
}

/**
 * The screener: everything on it is the URL's state. A filter that does not parse is shown where it was written
 * and never sent; a refusal from the service is shown next to the parameter it names.
 */
export function ScreenerPage() {
  const { state: search, problems, commit, useDefault, check } = useScreenerLink()
  const { query, askable, condition, refusal, place, translation } = useScreenerResults(search, check)
  const [prefersText, setPrefersText, hydrated] = usePrefersText()
  const t = useScreenerText()
  const errorText = useErrorText()
  useDocumentTitle(t('page.title'))
  const rows = query.data?.results
  const total = query.data?.pagination.total_count ?? 0

  // A question's answer is its first rows only (the service ignores offset for q): to page or re-sort it, the
  // translated query becomes the screen, and the question is kept in the history entry before it.
  const continueAsQuery = (patch: Partial<ScreenerSearch>) => {
    const translated = translation === undefined ? { q: '' } : searchFromTranslation(translation.translated_params)
    commit({ ...translated, ...patch })
  }
  const asking = search.q !== ''

  return (
    <div className="screener">
      <div className="screener__title">
        <h1>{t('page.title')}</h1>
        <MarketSwitch
          market={search.market}
          onChange={(market) => {
            commit({ market, where: '', orderBy: SCREENER_DEFAULTS.orderBy, q: '', columns: null })
          }}
        />
        <SavedScreens search={search} />
      </div>
      <StarterLinks market={search.market} />
      <AskBox
        key={`${search.market}:${search.q}`}
        market={search.market}
        question={search.q}
        translation={translation}
        error={place === 'question' ? refusal : null}
        onAsk={(q) => {
          commit({ q })
        }}
        questionPath={(q) => `${screenerPath(search.market)}?${toApiQuery({ ...search, q })}`}
        onEdit={(translated) => {
          commit({ q: '', where: translated.where, orderBy: translated.orderBy, limit: translated.limit })
        }}
      />
      {check.filter !== null && (
        <FilterPanel
          // the panel picks its editor when it mounts: once more after hydration, for the tab's preference
          key={`${search.market}:${search.where}:${search.orderBy}:${String(hydrated)}`}
          market={search.market}
          filter={check.filter}
          serverError={place === 'filter' ? refusal : null}
          prefersText={prefersText}
          onPrefersTextChange={setPrefersText}
          onCommit={(next) => {
            commit({ where: next.where, orderBy: next.orderBy })
          }}
        />
      )}
      <LinkProblems problems={problems} onUseDefault={useDefault} />
      {refusal !== null && place === 'page' && <InlineProblem>{errorText(refusal)}</InlineProblem>}
      {query.isRefetchError && (
        <RefreshFailedNotice
          onRetry={() => {
            void query.refetch()
          }}
        />
      )}
      <div className="results-toolbar">
        <ColumnPicker
          market={search.market}
          columns={columnsOf(search)}
          isDefault={search.columns === null}
          onChange={(columns) => {
            commit({ columns: normaliseColumns(search.market, columns) })
          }}
          onReset={() => {
            commit({ columns: null })
          }}
        />
        <ExportCsvButton
          fetchRows={(options) => fetchAllRows(search, options)}
          columns={(exported) => screenerCsvColumns(exported, specsFor(search.market))}
          fileStem={csvFileStem(search.market)}
          disabled={!askable || total === 0 || query.data === undefined}
        />
      </div>
      {!askable ? (
        problems.length === 0 && (
          <p className="muted" role="status">
            {t('page.fixFilter')}
          </p>
        )
      ) : rows !== undefined && rows.length === 0 && !query.isFetching ? (
        <EmptyResults
          condition={condition}
          onWhere={(where) => {
            commit({ where })
          }}
        />
      ) : (
        refusal === null && (
          <ResultsTable
            market={search.market}
            rows={rows}
            refreshing={query.isPlaceholderData}
            orderBy={translation ? searchFromTranslation(translation.translated_params).orderBy : search.orderBy}
            skeletonRows={Math.min(search.limit, 10)}
            onSort={(orderBy) => {
              if (asking) continueAsQuery({ orderBy })
              else commit({ orderBy })
            }}
          />
        )
      )}
      {askable && refusal === null && (
        <Pagination
          page={asking ? 1 : search.page}
          pageSize={translation ? searchFromTranslation(translation.translated_params).limit : search.limit}
          total={total}
          pageSizes={PAGE_SIZES}
          busy={query.isPlaceholderData}
          onPage={(page) => {
            if (asking) continueAsQuery({ page })
            else commit({ page })
          }}
          onPageSize={(limit) => {
            if (asking) continueAsQuery({ limit })
            else commit({ limit })
          }}
        />
      )}
    </div>
  )
}
