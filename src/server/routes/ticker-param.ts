import type { Market } from '../../shared/catalogue'
import { parseTicker } from '../../shared/ticker'
import { endpointProblem } from '../http/problems'

/**
 * The canonical ticker of a path parameter (`bbca.jk` → `BBCA`), read with the dashboard's own grammar, or the
 * real service's 400 for anything that cannot be a ticker of that market.
 */
export function tickerParam(market: Market, text: string): string {
  const ticker = parseTicker(market, text)
  if (ticker === null) throw endpointProblem(400, 'Please provide a valid stock symbol.')
  return ticker
}
