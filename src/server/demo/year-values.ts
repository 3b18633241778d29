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
  private readonly values: number[] = Array.from({ length: TO_YEAR - FROM_YEAR + 1 }, () => Number.NaN)

  get(year: number): number | undefined {
    const value = this.values[year - FROM_YEAR]
    return value === undefined || Number.isNaN(value) ? undefined : value
  }

  set(year: number, value: number): void {
    if (year < FROM_YEAR || year > TO_YEAR) throw new RangeError(`no place for ${String(year)} among the years`)
    this.values[year - FROM_YEAR] = value
  }

  entries(): [year: number, value: number][] {
    const found: [number, number][] = []
    this.values.forEach((value, i) => {
      if (!Number.isNaN(value)) found.push([FROM_YEAR + i, value])
    })
    return found
  }
}
