import { readScreenerLink } from './screener-check'
import { screenerRequest } from './screener-search'

/**
 * The request a screener link sends first (the service path of its results), or null when the link cannot be
 * asked (the page shows its problem instead of asking).
 */
export function firstScreenerRequest(params: URLSearchParams): string | null {
  const { search, check } = readScreenerLink(params)
  return check.askable ? screenerRequest(search) : null
}
