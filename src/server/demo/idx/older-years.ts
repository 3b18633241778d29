import { dayNumber } from '../core/calendar'
import { idxTickFloor, sharesPerClose, type IdxQuote } from './market'
import { SubSectorQuarterEnds, subSectorIndex } from './subsector-quarter-ends'
import type { IdxBlueprint, IdxPathInputs } from './universe'
import { CapitalisationSums } from '../prices/market-history'
import { olderCloses, olderExtremes, OLDER_DAYS, type HistoryInputs } from '../prices/price-history'
import { idxTick, type Extremes } from '../prices/price-path'
import { YearValues } from '../core/year-values'

/**
 * The older part of the IDX market's ten years of closes, the days before the 52-week paths: each company's older
 * closes are drawn at start-up for its all-time extremes, the market's daily capitalisation and the sub-sectors' market
 * caps at older quarter ends (subsector-quarter-ends.ts), and nothing else needs them until companies are written. That is a third of the price pass, which runs before any row can be written:
 * a file build draws them on a thread of its own (db/older-years-thread.ts) while this one goes on with the quotes
 * and the survey. So what a company's older closes are drawn from is packed as numbers, and the answer is typed
 * arrays: both cross between threads as they are.
 */

/** Where each input sits in a company's packed inputs, then its year-end closes (YearValues.packInto). */
const LISTING_DAY = 0
const VOLATILITY = 1
const FIRST_CLOSE = 2
const TICK_FLOOR = 3
const SHARES_PER_CLOSE = 4
const SUB_SECTOR = 5
const YEAR_ENDS = 6
export const OLDER_INPUT_WIDTH = YEAR_ENDS + YearValues.PACKED_LENGTH

/** The market's sums over the older days, the sub-sectors' at quarter ends, and each company's older extremes. */
export interface OlderYears {
  readonly sums: CapitalisationSums
  readonly quarterEnds: SubSectorQuarterEnds
  /** four numbers per company, in the universe's order: the lowest close and its day, the highest and its day */
  readonly extremes: Float64Array<ArrayBuffer>
}

/** Draws companies' older closes, given in the universe's order in batches of packed inputs. */
export interface OlderYearsDrawer {
  draw(keys: readonly string[], inputs: Float64Array<ArrayBuffer>): void
  /** everything drawn so far, once every company is given */
  finish(): OlderYears
}

/** Starts a drawer for a universe of `count` companies at `seed`: here (OlderYearsDrawing), or on a thread. */
export type OlderYearsSource = (seed: number, count: number) => OlderYearsDrawer

/** What a company's older closes are drawn from and summed by. */
type OlderInputs = IdxPathInputs & Pick<IdxBlueprint, 'subIndustry'>

/** Packs what a company's older closes are drawn from at `at` of `into` (OLDER_INPUT_WIDTH numbers). */
export function packOlderInputs(company: OlderInputs, quote: IdxQuote, into: Float64Array, at: number): void {
  into[at + LISTING_DAY] = dayNumber(company.listingDate)
  into[at + VOLATILITY] = quote.annualVolatility
  into[at + FIRST_CLOSE] = quote.path.closes[0] ?? 0
  into[at + TICK_FLOOR] = idxTickFloor(company)
  into[at + SHARES_PER_CLOSE] = sharesPerClose(quote)
  into[at + SUB_SECTOR] = subSectorIndex(company.subIndustry.industry.subSector.slug)
  YearValues.packInto(quote.yearEnds, into, at + YEAR_ENDS)
}

/** Draws older closes where it is called: the in-memory build's drawer, and the thread's. */
export class OlderYearsDrawing implements OlderYearsDrawer {
  private readonly sums = new CapitalisationSums()
  private readonly quarterEnds = new SubSectorQuarterEnds()
  private readonly extremes: Float64Array<ArrayBuffer>
  /** a company's older closes, drawn into this buffer company after company */
  private readonly closes = new Float64Array(OLDER_DAYS.length)
  private drawn = 0

  constructor(
    private readonly seed: number,
    count: number,
  ) {
    this.extremes = new Float64Array(4 * count).fill(Number.NaN)
  }

  draw(keys: readonly string[], inputs: Float64Array<ArrayBuffer>): void {
    keys.forEach((key, k) => {
      const at = k * OLDER_INPUT_WIDTH
      const history: HistoryInputs = {
        market: 'idx',
        key,
        listingDay: inputs[at + LISTING_DAY] ?? 0,
        // olderCloses reads no more of the path than its first close, where the older closes end
        path: { days: new Int32Array(0), closes: Float64Array.of(inputs[at + FIRST_CLOSE] ?? 0) },
        yearEnds: YearValues.unpacked(inputs, at + YEAR_ENDS),
        annualVolatility: inputs[at + VOLATILITY] ?? 0,
        tick: idxTick(inputs[at + TICK_FLOOR] ?? 1),
      }
      const older = olderCloses(this.seed, history, this.closes)
      const shares = inputs[at + SHARES_PER_CLOSE] ?? 0
      this.sums.addOlder(older, shares)
      this.quarterEnds.addOlder(older, shares, inputs[at + SUB_SECTOR] ?? -1)
      const extremes = olderExtremes(older)
      if (extremes !== null) {
        const to = 4 * (this.drawn + k)
        this.extremes[to] = extremes.low.price
        this.extremes[to + 1] = extremes.low.day
        this.extremes[to + 2] = extremes.high.price
        this.extremes[to + 3] = extremes.high.day
      }
    })
    this.drawn += keys.length
  }

  finish(): OlderYears {
    if (4 * this.drawn !== this.extremes.length) {
      throw new Error(`older closes drawn for ${String(this.drawn)} of ${String(this.extremes.length / 4)} companies`)
    }
    return { sums: this.sums, quarterEnds: this.quarterEnds, extremes: this.extremes }
  }
}

/** The older extremes of the company at `position`, or null when it has no older closes. */
export function olderExtremesAt({ extremes }: OlderYears, position: number): Extremes | null {
  const at = 4 * position
  const lowPrice = extremes[at]
  if (lowPrice === undefined || Number.isNaN(lowPrice)) return null
  return {
    low: { price: lowPrice, day: extremes[at + 1] ?? 0 },
    high: { price: extremes[at + 2] ?? 0, day: extremes[at + 3] ?? 0 },
  }
}

/** How many companies go to a drawer at once: a few hundred kilobytes of inputs. */
const BATCH = 2_048

/** Collects companies' packed inputs and hands them to a drawer a batch at a time. */
export class OlderInputsBatches {
  private keys: string[] = []
  private inputs = new Float64Array(BATCH * OLDER_INPUT_WIDTH)

  constructor(private readonly drawer: OlderYearsDrawer) {}

  add(company: OlderInputs, quote: IdxQuote): void {
    packOlderInputs(company, quote, this.inputs, this.keys.length * OLDER_INPUT_WIDTH)
    this.keys.push(company.key)
    if (this.keys.length === BATCH) this.flush()
  }

  /** Hands over what is collected (a thread takes the inputs' memory, so each batch has its own). */
  flush(): void {
    if (this.keys.length === 0) return
    this.drawer.draw(this.keys, this.inputs.subarray(0, this.keys.length * OLDER_INPUT_WIDTH))
    this.keys = []
    this.inputs = new Float64Array(BATCH * OLDER_INPUT_WIDTH)
  }
}
