import type { MapPeriod } from './map-search'

/**
 * ColorBrewer's 7-class RdBu, a diverging scale readable with the common colour-vision deficiencies: red for a
 * fall, a near-white for no change, blue for a rise. The same colours in both themes: they carry data.
 */
export const CHANGE_STOPS = ['#b2182b', '#ef8a62', '#fddbc7', '#f7f7f7', '#d1e5f0', '#67a9cf', '#2166ac'] as const

/** A change the source did not report: a grey no change can be mistaken for (the label says "—" too). */
export const NOT_REPORTED_FILL = '#8c8c8c'

/**
 * The change (a fraction) at which each period's colour is at its deepest: a day's move of 3 % is large, a year's
 * needs 30 %. Larger moves keep the deepest colour (the legend says "or more").
 */
export const CHANGE_BOUNDS: Readonly<Record<MapPeriod, number>> = {
  '1d': 0.03,
  '7d': 0.06,
  '1m': 0.1,
  ytd: 0.25,
  '1y': 0.3,
  '3y': 0.5,
}

export interface TileColour {
  fill: string
  /** the label's colour on that fill: dark on light fills, white on deep ones */
  text: string
}

const channels = (hex: string): [number, number, number] => [
  Number.parseInt(hex.slice(1, 3), 16),
  Number.parseInt(hex.slice(3, 5), 16),
  Number.parseInt(hex.slice(5, 7), 16),
]

const hexOf = (rgb: readonly number[]): string =>
  `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`

/** WCAG relative luminance of a colour. */
function luminance(rgb: readonly number[]): number {
  const [r = 0, g = 0, b = 0] = rgb.map((channel) => {
    const c = channel / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/** Dark text wherever it contrasts more than white does. */
const textOn = (rgb: readonly number[]): string => {
  const l = luminance(rgb)
  return (l + 0.05) / 0.05 >= 1.05 / (l + 0.05) ? '#111111' : '#ffffff'
}

/**
 * A change's colour: its place between −bound and +bound, clamped, read off the stops by linear interpolation
 * (0 is the middle stop). A change not reported is grey, never the colour of 0 %.
 */
export function changeColour(change: number | null, bound: number): TileColour {
  if (change === null || !Number.isFinite(change)) {
    const rgb = channels(NOT_REPORTED_FILL)
    return { fill: NOT_REPORTED_FILL, text: textOn(rgb) }
  }
  const position = ((Math.max(-1, Math.min(1, change / bound)) + 1) / 2) * (CHANGE_STOPS.length - 1)
  const low = Math.floor(position)
  const high = Math.min(low + 1, CHANGE_STOPS.length - 1)
  const from = channels(CHANGE_STOPS[low] ?? CHANGE_STOPS[3])
  const to = channels(CHANGE_STOPS[high] ?? CHANGE_STOPS[3])
  const rgb = from.map((channel, index) => channel + ((to[index] ?? channel) - channel) * (position - low))
  return { fill: hexOf(rgb), text: textOn(rgb) }
}
