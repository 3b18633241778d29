import type { Market } from '../../shared/catalogue'

/** What a valid ticker looks like, for the message shown when a link's ticker is not one. */
export const TICKER_SHAPE: Record<Market, string> = {
  idx: 'An IDX ticker is four letters, optionally followed by “.JK” (for example BBCA or bbca.jk).',
  sgx: 'An SGX ticker is three letters or digits, optionally followed by “.SI” (for example D05).',
}

/**
 * The canonical ticker of a report link: upper case without the exchange suffix (`bbca.jk` → `BBCA`,
 * `d05` → `D05`), or null when the text cannot be a ticker of that market.
 */
export function canonicalTicker(market: Market, text: string): string | null {
  const pattern = market === 'idx' ? /^([a-z]{4})(\.jk)?$/i : /^([a-z0-9]{3})(\.si)?$/i
  const match = pattern.exec(text.trim())
  return match?.[1] === undefined ? null : match[1].toUpperCase()
}
