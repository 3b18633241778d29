import { generateAuctions } from './auctions/generate'
import { DEMO_AS_OF } from './core/calendar'
import { generateIdx, type IdxSink } from './idx/generate'
import type { OlderYearsSource } from './idx/older-years'
import type { Auction, DemoMarket, IdxCompany, SgxCompany } from './model'
import { generateSgx, type SgxSink } from './sgx/generate'

export { DEMO_AS_OF } from './core/calendar'
export type { IdxSink } from './idx/generate'
export type { OlderYearsSource } from './idx/older-years'
export type { SgxSink } from './sgx/generate'
export type * from './model'

/** Where the demo market goes, piece by piece: a database being built, or arrays for tests. */
export interface DemoSink extends IdxSink, SgxSink {
  auction(auction: Auction): void
  /** every row of a market (IDX, then SGX) has been given: a database can index it while the next is generated */
  finished(market: 'idx' | 'sgx'): void
}

/** How many of each the market holds. */
export interface DemoCounts {
  idx_companies: number
  sgx_companies: number
  auctions: number
}

/**
 * The deterministic demo market, streamed into `sink`: IDX companies with their yearly and quarterly rows (in
 * symbol order, then their indices and tags), SGX companies, and mining licence auctions. The same seed and scale
 * always give the same market (no clock, no Math.random). `scale` multiplies the company counts (at least one
 * company per sub-sector); index memberships and auctions keep their sizes.
 */
export function streamDemoMarket(
  options: { seed: number; scale: number; idxOlderYears?: OlderYearsSource | undefined },
  sink: DemoSink,
): DemoCounts {
  const { seed, scale } = options
  if (!Number.isFinite(seed)) throw new RangeError(`seed must be a finite number, not ${seed}`)
  if (!Number.isFinite(scale) || scale <= 0) throw new RangeError(`scale must be a positive number, not ${scale}`)
  const listed = generateIdx(seed, scale, sink, options.idxOlderYears)
  sink.finished('idx')
  const sgxCount = generateSgx(seed, scale, sink)
  sink.finished('sgx')
  const auctions = generateAuctions(seed, listed)
  for (const auction of auctions) sink.auction(auction)
  return { idx_companies: listed.length, sgx_companies: sgxCount, auctions: auctions.length }
}

/** The whole demo market in memory, for tests and small scales; the server streams it into its database instead. */
export function generateDemoMarket(options: { seed: number; scale: number }): DemoMarket {
  const market: DemoMarket = {
    ...options,
    asOf: DEMO_AS_OF,
    idx: { companies: [], yearly: [], quarterly: [] },
    sgx: { companies: [], yearly: [] },
    auctions: [],
    series: [],
  }
  const bySymbol = new Map<string, IdxCompany>()
  const sgxBySymbol = new Map<string, SgxCompany>()
  streamDemoMarket(options, {
    company(company, yearly, quarterly) {
      market.idx.companies.push(company)
      bySymbol.set(company.snapshot.symbol ?? '', company)
      market.idx.yearly.push(...yearly)
      market.idx.quarterly.push(...quarterly)
    },
    labels(symbol, indices, tags) {
      const snapshot = bySymbol.get(symbol)?.snapshot
      if (snapshot === undefined) throw new Error(`labels for ${symbol}, which was never generated`)
      snapshot.indices = indices
      snapshot.tags = tags
    },
    sgxCompany(company, yearly) {
      market.sgx.companies.push(company)
      sgxBySymbol.set(company.snapshot.symbol ?? '', company)
      market.sgx.yearly.push(...yearly)
    },
    sgxTags(symbol, tags) {
      const snapshot = sgxBySymbol.get(symbol)?.snapshot
      if (snapshot === undefined) throw new Error(`tags for ${symbol}, which was never generated`)
      snapshot.tags = tags
    },
    marketSeries(series) {
      market.series.push(series)
    },
    auction(auction) {
      market.auctions.push(auction)
    },
    // the market-wide trading figures are the database's: the arrays here are what tests read of companies
    trading: () => undefined,
    tradingDays: () => undefined,
    finished: () => undefined,
  })
  return market
}
