import type { Market } from '../shared/catalogue'

/** Where a company's report lives in the dashboard: `/reports/BBCA` (IDX, no suffix) or `/reports/sgx/D05`. */
export const reportPath = (market: Market, symbol: string): string =>
  market === 'idx' ? `/reports/${symbol.replace(/\.JK$/i, '')}` : `/reports/sgx/${symbol}`
