import type { IdxIndex } from '../idx/indices-and-tags'
import { simulateIdxPrices } from '../idx/market'
import type { IdxBlueprint } from '../idx/universe'
import { CapitalisationSums, type MarketSeries } from './market-history'
import { simulateSgxPrices } from '../sgx/market'
import type { SgxBlueprint } from '../sgx/universe'

/**
 * Each index's level on 2019-01-02, where its history starts: of the order of the real index's level then, so that
 * the numbers read as index points. Demo figures; each level afterwards is its members' capitalisation.
 */
const BASE_LEVELS: Readonly<Record<IdxIndex | 'IHSG' | 'STI', number>> = {
  IHSG: 6181.17, LQ45: 982.73, IDX30: 532.42, KOMPAS100: 1250.15, JII70: 221.38, IDXHIDIV20: 470.12,
  IDXBUMN20: 412.27, SRIKEHATI: 392.56, IDXESGL: 131.4, IDXG30: 139.88, IDXQ30: 141.02, IDXV30: 137.75,
  ECONOMIC30: 101.6, SMINFRA18: 310.05, FTSE: 4020.33, IDXVESTA28: 98.4, STI: 3050.61,
} // prettier-ignore

/** How many of the largest SGX companies the Straits Times Index holds. */
export const STI_SIZE = 30

/** IHSG, the composite: every listed company, from the sums of the whole market. */
export const compositeSeries = (market: CapitalisationSums): MarketSeries =>
  market.indexSeries('IHSG', BASE_LEVELS.IHSG)

/**
 * The IDX indices' levels from their members' prices (today's members throughout: the demo keeps no history of
 * index reviews; a member listed later joins on its first day without moving the level). Members' prices are drawn
 * again from their blueprints: a few hundred companies.
 */
export function idxIndexSeries(
  seed: number,
  blueprints: readonly IdxBlueprint[],
  memberships: ReadonlyMap<string, readonly IdxIndex[]>,
): MarketSeries[] {
  const sums = new Map<IdxIndex, CapitalisationSums>()
  for (const blueprint of blueprints) {
    for (const index of memberships.get(blueprint.symbol) ?? []) {
      let members = sums.get(index)
      if (members === undefined) sums.set(index, (members = new CapitalisationSums()))
      simulateIdxPrices(seed, blueprint, members)
    }
  }
  return [...sums].map(([index, members]) => members.indexSeries(index, BASE_LEVELS[index]))
}

/** The Straits Times Index: the STI_SIZE largest SGX companies by market cap (`bySize`, largest first). */
export function straitsTimesSeries(seed: number, bySize: readonly SgxBlueprint[]): MarketSeries {
  const members = new CapitalisationSums()
  for (const company of bySize.slice(0, STI_SIZE)) simulateSgxPrices(seed, company, members)
  return members.indexSeries('STI', BASE_LEVELS.STI)
}
