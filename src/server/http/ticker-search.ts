import type { Context } from 'hono'
import { screenerResponse } from '../../shared/api/screener'
import {
  matchingCompanies,
  MIN_SUGGESTION_TEXT,
  reportPath,
  SUGGESTION_MARKETS,
  suggestionsRequest,
  tickerHref,
  TICKER_SEARCH_FIELD,
} from '../../shared/ticker-search'
import type { DashboardAnswer } from './server-rendering'

/** The first company of `market` matching `text`, as the app's first suggestion; none when the answer fails. */
async function firstMatch(answer: DashboardAnswer, market: (typeof SUGGESTION_MARKETS)[number], text: string) {
  try {
    const response = await answer(`/api${suggestionsRequest(market, text)}`)
    if (!response.ok) return undefined
    return screenerResponse.parse(await response.json()).results[0]
  } catch {
    return undefined // the screener below asks again and shows the problem itself
  }
}

/**
 * `GET /search?ticker=…`: the header's ticker search submitted as a plain form (before the app has hydrated it, or
 * without JavaScript), answered as the app answers it: a complete ticker (BBCA, d05.si) goes to its report, else the
 * largest matching company, IDX before SGX, as the first suggestion. When nothing matches, the screener filtered by
 * what was typed, which says so in the visitor's language and keeps the text in its address to be corrected.
 * Always a 303 (the form's GET is answered with another page's address; the address bar shows that page).
 */
export function tickerSearch(answer: DashboardAnswer) {
  return async (c: Context) => {
    const text = (c.req.query(TICKER_SEARCH_FIELD) ?? '').trim()
    const complete = tickerHref(text)
    if (complete !== null) return c.redirect(complete, 303)
    if (text.length >= MIN_SUGGESTION_TEXT)
      for (const market of SUGGESTION_MARKETS) {
        const company = await firstMatch(answer, market, text)
        if (company !== undefined) return c.redirect(reportPath(market, company.symbol), 303)
      }
    const filtered = new URLSearchParams(text === '' ? {} : { where: matchingCompanies(text) })
    return c.redirect(`/screener${filtered.size === 0 ? '' : `?${filtered.toString()}`}`, 303)
  }
}
