import { DEMO_AS_OF } from './calendar'
import { generateAuctions } from './auctions'
import { generateIdx } from './idx'
import type { DemoMarket } from './model'
import { generateSgx } from './sgx'

export { DEMO_AS_OF } from './calendar'
export type * from './model'

/**
 * The deterministic demo market: IDX and SGX companies with their yearly rows, and mining licence auctions.
 * The same seed and scale always give a deep-equal market (no clock, no Math.random). `scale` multiplies the
 * company counts (at least one company per sub-sector); index memberships and auctions keep their sizes.
 */
export function generateDemoMarket(options: { seed: number; scale: number }): DemoMarket {
  const { seed, scale } = options
  if (!Number.isFinite(seed)) throw new RangeError(`seed must be a finite number, not ${seed}`)
  if (!Number.isFinite(scale) || scale <= 0) throw new RangeError(`scale must be a positive number, not ${scale}`)
  const idx = generateIdx(seed, scale)
  return {
    seed,
    scale,
    asOf: DEMO_AS_OF,
    idx,
    sgx: generateSgx(seed, scale),
    auctions: generateAuctions(seed, idx.companies),
  }
}
