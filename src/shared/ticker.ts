import type { Market } from './catalogue'

/**
 * The one ticker grammar, for the ticker search, the report routes and the server:
 *
 *     IdxTicker : Letter{4} ('.JK')?          e.g. BBCA, bbca.jk
 *     SgxTicker : (Letter | Digit){3} ('.SI')?  e.g. D05, d05.si
 *
 * in any case. The canonical form is upper case without the exchange suffix (`BBCA`, `D05`); the IDX data names
 * companies with the suffix (`BBCA.JK`, see `idxSymbol`).
 */
const GRAMMAR: Record<Market, RegExp> = {
  idx: /^([a-z]{4})(?:\.jk)?$/i,
  sgx: /^([a-z0-9]{3})(?:\.si)?$/i,
}

/** The canonical ticker for a text (surrounding spaces ignored), or null when it cannot be one of that market. */
export function parseTicker(market: Market, text: string): string | null {
  const ticker = GRAMMAR[market].exec(text.trim())?.[1]
  return ticker === undefined ? null : ticker.toUpperCase()
}

/** The IDX data's symbol for a canonical ticker: `BBCA` → `BBCA.JK`. */
export const idxSymbol = (ticker: string): string => `${ticker}.JK`

/** The ticker of an IDX data symbol, as a report's address names it: `BBCA.JK` → `BBCA`. */
export const idxTicker = (symbol: string): string => symbol.replace(/\.JK$/, '')
