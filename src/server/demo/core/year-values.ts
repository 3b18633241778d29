import { FIRST_YEAR, LATEST_YEAR } from './calibration'

/** The years a company's figures by year can hold: from the year before the yearly history to the run-rate year. */
const FROM_YEAR = FIRST_YEAR - 1
const TO_YEAR = LATEST_YEAR + 1

/** A number for some of a company's years, read as a map is. */
export interface ReadonlyYearValues {
  /** the year's number, or undefined when it has none */
  get(year: number): number | undefined
  /** the years that have one, in order, with it */
  entries(): [year: number, value: number][]
}

/**
 * A number per year (year-end closes, drawn revenue growth) in one small array, NaN where a year has none. Every
 * company holds two of these from the price pass until it is written: as Maps of boxed numbers they were about
 * 1 KB a company, 100 MB of a 100× build's heap, which the collector let grow to four times its size.
 */
export class YearValues implements ReadonlyYearValues {
  /** how many numbers a company's years take as packed numbers (packInto) */
  static readonly PACKED_LENGTH = TO_YEAR - FROM_YEAR + 1

  private readonly values: number[] = Array.from({ length: YearValues.PACKED_LENGTH }, () => Number.NaN)

  /** The years packed at `at` of `source` (packInto). */
  static unpacked(source: Float64Array, at: number): YearValues {
    const unpacked = new YearValues()
    for (let i = 0; i < YearValues.PACKED_LENGTH; i++) unpacked.values[i] = source[at + i] ?? Number.NaN
    return unpacked
  }

  get(year: number): number | undefined {
    const value = this.values[year - FROM_YEAR]
    return value === undefined || Number.isNaN(value) ? undefined : value
  }

  set(year: number, value: number): void {
    if (year < FROM_YEAR || year > TO_YEAR) throw new RangeError(`no place for ${String(year)} among the years`)
    this.values[year - FROM_YEAR] = value
  }

  /** The years as PACKED_LENGTH numbers at `at` of `target`, NaN for a year without one: numbers cross threads. */
  static packInto(years: ReadonlyYearValues, target: Float64Array, at: number): void {
    target.fill(Number.NaN, at, at + YearValues.PACKED_LENGTH)
    for (const [year, value] of years.entries()) target[at + year - FROM_YEAR] = value
  }

  entries(): [year: number, value: number][] {
    const found: [number, number][] = []
    this.values.forEach((value, i) => {
      if (!Number.isNaN(value)) found.push([FROM_YEAR + i, value])
    })
    return found
  }
}
