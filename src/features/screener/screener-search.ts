import type { Market } from '../../shared/catalogue'
import { SCREENER_MAX_LIMIT } from '../../shared/api/screener'

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
}

export const SCREENER_DEFAULTS: ScreenerSearch = {
  market: 'idx',
  where: '',
  orderBy: '-market_cap',
  limit: 50,
  page: 1,
  q: '',
}

export const PAGE_SIZES = [25, 50, 100, 200] as const

/** A parameter of the link that cannot be used as it is, with what to do about it. */
export interface SearchProblem {
  parameter: 'limit' | 'page' | 'market'
  message: string
}

const positiveInteger = (text: string) => (/^\d{1,6}$/.test(text) ? Number(text) : Number.NaN)

/** Reads the URL once, at the edge; every value falls back to its default, and a bad one is reported, not hidden. */
export function parseScreenerSearch(params: URLSearchParams): { search: ScreenerSearch; problems: SearchProblem[] } {
  const problems: SearchProblem[] = []
  const market = params.get('market') ?? SCREENER_DEFAULTS.market
  if (market !== 'idx' && market !== 'sgx')
    problems.push({ parameter: 'market', message: `The market "${market}" is unknown: it is IDX or SGX.` })

  let limit = SCREENER_DEFAULTS.limit
  const limitText = params.get('limit')
  if (limitText !== null) {
    const value = positiveInteger(limitText)
    if (value >= 1 && value <= SCREENER_MAX_LIMIT) limit = value
    else
      problems.push({
        parameter: 'limit',
        message: `The page size "${limitText}" in this link is not valid: it must be a whole number from 1 to ${String(SCREENER_MAX_LIMIT)}.`,
      })
  }

  let page = SCREENER_DEFAULTS.page
  const pageText = params.get('page')
  const offsetText = params.get('offset')
  if (pageText !== null) {
    const value = positiveInteger(pageText)
    if (value >= 1) page = value
    else
      problems.push({
        parameter: 'page',
        message: `The page "${pageText}" in this link is not valid: pages start at 1.`,
      })
  } else if (offsetText !== null) {
    // links written for the API use offset; show the page that holds that row
    const value = positiveInteger(offsetText)
    if (value >= 0) page = Math.floor(value / limit) + 1
    else
      problems.push({
        parameter: 'page',
        message: `The offset "${offsetText}" in this link is not valid: it cannot be negative.`,
      })
  }

  return {
    search: {
      market: market === 'sgx' ? 'sgx' : 'idx',
      where: params.get('where') ?? SCREENER_DEFAULTS.where,
      orderBy: params.get('order_by') ?? SCREENER_DEFAULTS.orderBy,
      limit,
      page,
      q: params.get('q') ?? SCREENER_DEFAULTS.q,
    },
    problems,
  }
}

/**
 * Keeps a URL value readable: only what would break the query string is escaped (`&`, `#`, `%`, `+`, spaces as
 * `+`), and characters browsers would escape anyway (`<`, `>`, `"`).
 */
function encodeReadably(value: string): string {
  return encodeURIComponent(value)
    .replace(/%20/g, '+')
    .replace(/%(27|28|29|2C|2F|3A|3D|40|5B|5D|24|3B)/gi, (escaped) => decodeURIComponent(escaped))
}

/** The URL query for a state, without its defaults; `q` replaces where/order_by/limit, as it does for the service. */
export function serialiseScreenerSearch(search: ScreenerSearch): string {
  const entries: [string, string][] = []
  if (search.market !== SCREENER_DEFAULTS.market) entries.push(['market', search.market])
  if (search.q !== '') entries.push(['q', search.q])
  else {
    if (search.where !== SCREENER_DEFAULTS.where) entries.push(['where', search.where])
    if (search.orderBy !== SCREENER_DEFAULTS.orderBy) entries.push(['order_by', search.orderBy])
    if (search.limit !== SCREENER_DEFAULTS.limit) entries.push(['limit', String(search.limit)])
    if (search.page !== SCREENER_DEFAULTS.page) entries.push(['page', String(search.page)])
  }
  return entries.map(([name, value]) => `${name}=${encodeReadably(value)}`).join('&')
}

/** The request to the service for a state: always with query_values, which give the table its columns. */
export function toApiQuery(search: ScreenerSearch): string {
  const params = new URLSearchParams({ include_query_values: 'true' })
  if (search.q !== '') params.set('q', search.q)
  else {
    if (search.where.trim() !== '') params.set('where', search.where)
    params.set('order_by', search.orderBy.trim() === '' ? 'symbol' : search.orderBy)
    params.set('limit', String(search.limit))
    params.set('offset', String((search.page - 1) * search.limit))
  }
  return params.toString()
}

export const screenerPath = (market: Market) => (market === 'idx' ? '/v2/companies/' : '/v2/sgx/companies/')
