/**
 * The request streams of `npm run bench:load`. The distinct screener mix varies thresholds and offsets on every
 * request, so that no response cache can help; the repeated mix cycles through eight fixed URLs.
 */

const q = (text: string) => encodeURIComponent(text)
const TAIL = 'limit=50&include_query_values=true'

/**
 * A threshold near `base` that no earlier request used: `i` grows by one per request of a template, so the tiny
 * part `i × 1e-7` makes every URL of a run new (a response cache never helps) while the selectivity stays the same.
 */
const unique = (base: number, i: number, digits = 7) => (base + i * 10 ** -digits).toFixed(digits)

/** The eight screener queries of the mix; `i` picks the thresholds and the offset. */
const TEMPLATES: ((i: number) => string)[] = [
  (i) =>
    `/v2/companies/?where=${q(`pe_ttm < ${unique(5 + (i % 40), i)}`)}&order_by=-market_cap&offset=${String((i % 4) * 50)}`,
  (i) =>
    `/v2/companies/?where=${q(`sub_sector = 'banks' and market_cap > ${unique(1 + (i % 97), i)}e11`)}&order_by=-market_cap`,
  (i) =>
    `/v2/companies/?where=${q(`revenue[2025] > revenue[2024] * ${unique(1 + (i % 50) / 100, i, 9)} and revenue[2024] > 0`)}` +
    `&order_by=${q('-(revenue[2025]/revenue[2024])')}`,
  (i) =>
    `/v2/companies/?where=${q(`yield_ttm > ${unique((i % 80) / 1000, i, 10)}`)}&order_by=-yield_ttm&offset=${String((i % 3) * 50)}`,
  (i) =>
    `/v2/companies/?where=${q(`market_cap_rank <= ${unique(50 + (i % 400), i)} and earnings[2025] < earnings[2024]`)}&order_by=-market_cap`,
  (i) =>
    `/v2/companies/?where=${q(`roe[2024] > ${unique((i % 30) / 100, i, 9)} and pe[2024] < pe_peer_avg[2024]`)}&order_by=pe[2024]`,
  (i) =>
    `/v2/companies/?where=${q(`listing_date > '${String(1990 + (i % 35))}-12-31' and esg_score > ${unique(-1, i)}`)}&order_by=esg_score`,
  (i) =>
    `/v2/sgx/companies/?where=${q(`forward_dividend_yield > ${unique((i % 90) / 1000, i, 10)}`)}&order_by=-market_cap`,
]

const withTail = (url: string) => `${url}&${TAIL}`

/** A stream of paths: each call gives the next one. */
export type PathStream = () => string

export function distinctScreenerMix(): PathStream {
  let i = 0
  return () => {
    i += 1
    const template = TEMPLATES[i % TEMPLATES.length] ?? TEMPLATES[0]
    return withTail(template?.(Math.floor(i / TEMPLATES.length)) ?? '/v2/companies/')
  }
}

export function repeatedScreenerMix(): PathStream {
  let i = 0
  const fixed = TEMPLATES.map((template) => withTail(template(7)))
  return () => fixed[(i += 1) % fixed.length] ?? '/v2/companies/'
}

export function fullReports(tickers: readonly string[]): PathStream {
  let i = 0
  return () => `/v2/company/report/${tickers[(i += 1) % tickers.length] ?? 'BBCA'}/`
}

export const auctionsList: PathStream = () => '/v2/mining/license-auctions/'

/** Everything at once, for the overload run. */
export function mixed(tickers: readonly string[]): PathStream {
  const streams = [distinctScreenerMix(), fullReports(tickers), auctionsList, repeatedScreenerMix()]
  let i = 0
  return () => streams[(i += 1) % streams.length]?.() ?? '/healthz'
}

/** One path of each template, to check before a run that every query is valid (200). */
export const screenerSamples = (): string[] => TEMPLATES.map((template) => withTail(template(3)))
