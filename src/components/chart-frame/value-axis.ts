/**
 * The one axis rule of every chart: round ("nice") ticks, 1, 2, 2.5 or 5 times a power of ten, so a reader sees
 * 0, 20, 40, 60 rather than the data's own extreme (65.36036805210074); zero is always a tick when the range
 * crosses or touches it, so the line that matters most is drawn and labelled; counts step by whole numbers
 * (0, 2, 4, never 0, 2.5, 5 printed as 0, 3, 5); a rebased series has its base (100) as a tick; the labels are written by the
 * formatting module (the caller passes the formatter that states the axis's unit). Spread the result on a recharts
 * axis: `<YAxis {...valueAxis(values, formatScaled)} />`.
 */
export interface ValueAxis {
  readonly type: 'number'
  readonly domain: [number, number]
  readonly ticks: number[]
  /** recharts shows every tick given, none skipped */
  readonly interval: 0
  readonly allowDecimals: boolean
  readonly tickFormatter: (value: number) => string
}

export interface ValueAxisOptions {
  /**
   * Bars start at zero, so a bar axis always reaches zero (the default). A line of prices need not: with false the
   * axis spans only the data, and zero is a tick only where the data reaches it.
   */
  readonly zeroBased?: boolean
  /** Share of the span left beyond the extreme values (for labels written at the bars' ends); default none. */
  readonly room?: number
  /** About how many steps the axis has; default 5. */
  readonly steps?: number
  /** Whole things (auctions, companies): steps of whole numbers only (1, 2, 5, 10, 20, 25, …). */
  readonly whole?: boolean
  /**
   * A value that is always a tick, the grid laid out from it: 100 on a series rebased to 100, so the reader sees
   * where the start level is. The axis reaches it even when the data does not.
   */
  readonly anchor?: number
}

/**
 * 1, 2, 2.5 or 5 times a power of ten: the step of an axis people read at a glance. A step of whole things skips
 * 2.5 (a quarter of ten things is not a count) and is never below one.
 */
export function roundStep(rough: number, whole = false): number {
  if (whole && rough <= 1) return 1
  const power = 10 ** Math.floor(Math.log10(rough))
  const fraction = rough / power
  const quarter = !(whole && power === 1)
  return (fraction <= 1 ? 1 : fraction <= 2 ? 2 : quarter && fraction <= 2.5 ? 2.5 : fraction <= 5 ? 5 : 10) * power
}

/** The domain and ticks of a value axis; missing values are ignored, no values give a 0–1 axis. */
export function valueAxis(
  values: readonly (number | null | undefined)[],
  format: (value: number) => string,
  options: ValueAxisOptions = {},
): ValueAxis {
  const { zeroBased = true, room = 0, steps = 5, whole = false, anchor } = options
  const finite = values.filter((value): value is number => typeof value === 'number' && Number.isFinite(value))
  if (anchor !== undefined) finite.push(anchor)
  let low = zeroBased ? Math.min(0, ...finite) : Math.min(...finite)
  let high = zeroBased ? Math.max(0, ...finite) : Math.max(...finite)
  if (finite.length === 0) [low, high] = [0, 1]
  // one value off zero (a price line of one day): a tenth of it either side
  if (high === low) [low, high] = high === 0 ? [0, 1] : [low - Math.abs(low) / 10, high + Math.abs(high) / 10]
  const span = high - low
  const paddedLow = low < 0 ? low - span * room : low
  const paddedHigh = high > 0 ? high + span * room : high
  const step = roundStep((paddedHigh - paddedLow) / steps, whole)
  const origin = anchor ?? 0
  const first = Math.floor((paddedLow - origin) / step)
  const last = Math.ceil((paddedHigh - origin) / step)
  // whole multiples of the step from the origin: zero (or the anchor) is one of them whenever the range reaches
  // it, and 0.1 + 0.2 never shows as a tick of 0.30000000000000004
  const grid = Array.from({ length: last - first + 1 }, (_, index) =>
    Number((origin + (first + index) * step).toPrecision(12)),
  )
  // a grid laid from an anchor may pass below zero under data that never does (100 − 250): the axis stops at zero
  const ticks = low >= 0 ? grid.filter((tick) => tick >= 0) : grid
  return {
    type: 'number',
    domain: [ticks.length < grid.length ? 0 : (ticks[0] ?? 0), ticks.at(-1) ?? 1],
    ticks,
    interval: 0,
    allowDecimals: !whole,
    // recharts calls it with the tick's index too, which the formatting module would read as its next argument
    tickFormatter: (value: number) => format(value),
  }
}

/**
 * The width (px) a vertical axis needs for its labels, so that none is cut at the chart's edge: recharts clips a
 * label wider than the width it is given (an index at 7,250.00 in 64 px). About 7 px a character at the axis's
 * 12 px font, plus the tick line.
 */
export function axisWidth(axis: Pick<ValueAxis, 'ticks' | 'tickFormatter'>, minimum = 40): number {
  const longest = Math.max(0, ...axis.ticks.map((tick) => axis.tickFormatter(tick).length))
  return Math.max(minimum, Math.ceil(longest * 7.2 + 14))
}

/**
 * Labels for the round ticks of a line (prices, index points, rebased levels): whole ticks without decimals
 * (7,250 rather than 7,250.00), a tick between whole numbers with the one or two decimals it needs.
 */
export const roundTickLabel =
  (formatNumber: (value: number, digits?: 0 | 1 | 2) => string) =>
  (value: number): string =>
    formatNumber(value, Number.isInteger(value) ? 0 : Number.isInteger(value * 10) ? 1 : 2)

/**
 * A log axis for a positive line (prices over years): ticks at 1, 2 and 5 times the powers of ten the data spans,
 * so that equal moves in percent look equal and the labels stay round; a span within one decade gets the linear
 * rule's round ticks instead (1,000, 1,200, 1,400 … are as round on a log axis). Values at or below zero cannot
 * be drawn on it and are ignored.
 */
export function logAxis(values: readonly (number | null | undefined)[], format: (value: number) => string): ValueAxis {
  const positive = values.filter((value): value is number => typeof value === 'number' && value > 0)
  if (positive.length === 0) return valueAxis([], format)
  const low = Math.min(...positive)
  const high = Math.max(...positive)
  const decades: number[] = []
  for (let power = Math.floor(Math.log10(low)); power <= Math.floor(Math.log10(high)) + 1; power++)
    for (const mantissa of [1, 2, 5]) decades.push(Number((mantissa * 10 ** power).toPrecision(12)))
  const inside = decades.filter((tick) => tick >= low && tick <= high)
  const below = decades.filter((tick) => tick < low).at(-1)
  const above = decades.find((tick) => tick > high)
  const ticks =
    inside.length >= 3
      ? [...(below === undefined ? [] : [below]), ...inside, ...(above === undefined ? [] : [above])]
      : valueAxis(positive, format, { zeroBased: false }).ticks.filter((tick) => tick > 0)
  const first = Math.min(ticks[0] ?? low, low)
  const last = Math.max(ticks.at(-1) ?? high, high)
  return {
    type: 'number',
    domain: [first, last],
    ticks,
    interval: 0,
    allowDecimals: true,
    tickFormatter: (value: number) => format(value),
  }
}
