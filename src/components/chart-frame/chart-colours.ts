import { useSyncExternalStore } from 'react'

/** The colours a chart draws with, for the theme on screen. */
export interface ChartColours {
  /** six distinguishable series colours (colour-blind safe, Okabe–Ito based), in order of use */
  series: readonly string[]
  positive: string
  negative: string
  /** estimates and forecasts, drawn unlike actuals */
  estimate: string
  axis: string
  grid: string
  text: string
  /** a recharts tooltip's box in the theme (`<Tooltip contentStyle={colours.tooltip} />`) */
  tooltip: { background: string; color: string }
}

const SERIES_COUNT = 6

/** `light-dark(#0072b2, #56b4e9)`: its two colours. */
const LIGHT_DARK = /^light-dark\(\s*([^,]+?)\s*,\s*([^,]+?)\s*\)$/

/**
 * Reads the palette from the CSS variables (app/styles/charts.css) for the theme now on <html>. Each is a
 * light-dark() pair, which a style sheet resolves but a variable's value does not: the pair is resolved here, the
 * way the page's color-scheme does (the app always names the theme on <html>, lib/theme).
 */
export function readChartColours(): ChartColours {
  const style = getComputedStyle(document.documentElement)
  const dark = themeNow() === 'dark'
  return paletteOf((name) => {
    const value = style.getPropertyValue(`--chart-${name}`).trim()
    const [, light, darkColour] = LIGHT_DARK.exec(value) ?? []
    return (dark ? darkColour : light) ?? value
  })
}

function paletteOf(read: (name: string) => string): ChartColours {
  return {
    series: Array.from({ length: SERIES_COUNT }, (_, index) => read(`series-${String(index + 1)}`)),
    positive: read('positive'),
    negative: read('negative'),
    estimate: read('estimate'),
    axis: read('axis'),
    grid: read('grid'),
    text: read('text'),
    tooltip: { background: read('tooltip-background'), color: read('text') },
  }
}

/** The theme is `data-theme` (and `color-scheme`) on <html>, set by lib/theme: watch those attributes. */
function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange)
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme', 'style', 'class'] })
  return () => {
    observer.disconnect()
  }
}

const themeNow = () => document.documentElement.dataset.theme ?? ''

/** The palette is read once per theme: a chart re-renders often, the variables change only with the theme. */
let cached: { theme: string; colours: ChartColours } | null = null
function currentColours(): ChartColours {
  const theme = themeNow()
  if (cached?.theme !== theme) cached = { theme, colours: readChartColours() }
  return cached.colours
}

/** The current theme's chart colours; a component using them re-renders when the theme changes. */
export const useChartColours = (): ChartColours => useSyncExternalStore(subscribe, currentColours, () => SERVER_COLOURS)

/** On the server (server-side rendering), which has no theme to read: the variables themselves, resolved by the page. */
const SERVER_COLOURS = paletteOf((name) => `var(--chart-${name})`)
