import type { Market } from '../../shared/catalogue'

/** What a valid ticker looks like, for the message shown when a link's ticker is not one. */
export const TICKER_SHAPE: Record<Market, string> = {
  idx: 'An IDX ticker is four letters, optionally followed by “.JK” (for example BBCA or bbca.jk).',
  sgx: 'An SGX ticker is three letters or digits, optionally followed by “.SI” (for example D05).',
}
