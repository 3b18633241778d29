import type { Market } from '../../shared/catalogue'
import type { ReportsKey } from './text'

/** What a valid ticker looks like, for the message shown when a link's ticker is not one. */
export const TICKER_SHAPE: Record<Market, ReportsKey> = {
  idx: 'ticker.shapeIdx',
  sgx: 'ticker.shapeSgx',
}
