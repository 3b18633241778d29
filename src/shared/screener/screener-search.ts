import type { Market } from '../catalogue'
import { SCREENER_DEFAULT_ORDER_BY, SCREENER_MAX_LIMIT, screenerPath } from '../api/requests/screener'
import { defineUrlState, urlParam, type UrlProblem, type UrlStateDefinition } from '../url-state'
import { columnsOf, columnsParam, orderByWithColumns, unknownColumn } from './column-choice'

/**
 * The screener's whole state, as the URL carries it. Readable parameters, defaults omitted, so that a shared link
 * is short and says what it shows: `/screener?where=sub_sector='banks'+and+pe_ttm%3C15&order_by=pe_ttm&page=2`.
 */
export interface ScreenerSearch {
  market: Market
  /** committed where text; '' = no filter */
  where: string
  /** committed order_by text */
  orderBy: string
  limit: number
  /** 1-based */
  page: number
  /** a question in plain language; when set, the service translates it and where/order_by/limit are not used */
  q: string
  /** the columns beside the queried fields (field names); null = the market's default set */
  columns: readonly string[] | null
}

export const SCREENER_DEFAULTS: ScreenerSearch = {
  market: 'idx',
  where: '',
  orderBy: '-market_cap',
  limit: 50,
  page: 1,
  q: '',
  columns: null,
}

export const PAGE_SIZES = [25, 50, 100, 200] as const

const MARKETS: readonly Market[] = ['idx', 'sgx']

/** The screener's URL parameters, in the order a link writes them; a new filter, sort or size goes to page 1. */
const base = defineUrlState<ScreenerSearch>(
  {
    market: {
      ...urlParam.oneOf('market', MARKETS, SCREENER_DEFAULTS.market, 'market'),
      parse: (text) =>
        text === 'idx' || text === 'sgx'
          ? { ok: true, value: text }
          : { ok: false, problem: { code: 'unknownMarket', text } },
    },
    q: urlParam.text('q'),
    where: urlParam.text('where'),
    orderBy: urlParam.text('order_by', SCREENER_DEFAULTS.orderBy),
    limit: urlParam.integer('limit', SCREENER_DEFAULTS.limit, { min: 1, max: SCREENER_MAX_LIMIT, what: 'pageSize' }),
    page: {
      ...urlParam.integer('page', SCREENER_DEFAULTS.page, {
        min: 1,
        max: 999_999,
        what: 'page',
        pagesStartAtOne: true,
      }),
      resetsPage: false,
    },
    columns: columnsParam,
  },
  { pageKey: 'page' },
)

/**
 * The screener's URL state. On top of each parameter's own check: links written for the API use `offset`, which
 * opens the page that holds that row; and a question replaces where/order_by/limit/page, as it does for the
 * service, so a link with `q` carries only the question.
 */
export const screenerSearch: UrlStateDefinition<ScreenerSearch> = {
  ...base,
  parse(params) {
    const parsed = withKnownColumns(base.parse(params))
    const offsetText = params.get('offset')
    if (params.get('page') !== null || offsetText === null) return parsed
    if (!/^\d{1,6}$/.test(offsetText)) {
      const reason = { code: 'negativeOffset', text: offsetText } as const
      return { ...parsed, problems: [...parsed.problems, { key: 'page', parameter: 'offset', reason }] }
    }
    return { ...parsed, state: { ...parsed.state, page: Math.floor(Number(offsetText) / parsed.state.limit) + 1 } }
  },
  serialise: (search) =>
    base.serialise(
      search.q === '' ? search : { ...SCREENER_DEFAULTS, market: search.market, q: search.q, columns: search.columns },
    ),
}

/** Column names are checked here, where the market is known: a name the market lacks is a problem of the link. */
function withKnownColumns(parsed: { state: ScreenerSearch; problems: UrlProblem[] }) {
  const { market, columns } = parsed.state
  const unknown = columns === null ? undefined : unknownColumn(market, columns)
  if (unknown === undefined) return parsed
  const reason = { code: 'columnNotOffered', text: unknown, market } as const
  return {
    state: { ...parsed.state, columns: null },
    problems: [...parsed.problems, { key: 'columns', parameter: 'columns', reason }],
  }
}

/** Reads the URL once, at the edge; every value falls back to its default, and a bad one is reported, not hidden. */
export function parseScreenerSearch(params: URLSearchParams): { search: ScreenerSearch; problems: UrlProblem[] } {
  const { state, problems } = screenerSearch.parse(params)
  return { search: state, problems }
}

/** The URL query for a state, without its defaults; `q` replaces where/order_by/limit, as it does for the service. */
export const serialiseScreenerSearch = (search: ScreenerSearch): string => screenerSearch.serialise(search)

/** The order a request is sent with: a blank order_by is the service's default order. */
export const orderByOrDefault = (orderBy: string): string =>
  orderBy.trim() === '' ? SCREENER_DEFAULT_ORDER_BY : orderBy

/**
 * The request to the service for a state: always with query_values, which give the table its columns, and the
 * chosen columns appended to the order (see `orderByWithColumns`); a question cannot carry them, its columns are
 * asked for afterwards (`getScreenerPage`). `offset` replaces the page's own offset (an export continuing where
 * the last answer ended).
 */
export function toApiQuery(search: ScreenerSearch, offset = (search.page - 1) * search.limit): string {
  const params = new URLSearchParams({ include_query_values: 'true' })
  if (search.q !== '') params.set('q', search.q)
  else {
    if (search.where.trim() !== '') params.set('where', search.where)
    params.set('order_by', orderByWithColumns(orderByOrDefault(search.orderBy), columnsOf(search)))
    params.set('limit', String(search.limit))
    params.set('offset', String(offset))
  }
  return params.toString()
}

/** The service path (under `/api` for the dashboard) of a state's results: the one the page asks. */
export const screenerRequest = (search: ScreenerSearch, offset?: number): string =>
  `${screenerPath(search.market)}?${toApiQuery(search, offset)}`
