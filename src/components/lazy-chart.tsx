import { lazy, Suspense, type ComponentType, type ReactNode } from 'react'
import { useHydrated } from '../lib/use-hydrated'
import { useComponentsText } from './text'

/** Holds a chart's place while its code loads. */
function ChartPlaceholder({ height }: { height: number }) {
  const t = useComponentsText()
  return (
    <div
      className="skeleton lazy-chart__placeholder"
      style={{ height }}
      role="status"
      aria-label={t('chart.loading')}
    />
  )
}

/**
 * A chart component loaded on first use, so that a page's figures and tables paint before the charting library
 * (the largest part of the dashboard's JavaScript) has arrived. Until it has, a placeholder of the chart's height
 * holds its place. A server-rendered page shows the placeholder, and hydrates it: the chart loads right after.
 */
export function lazyChart<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  height = 320,
): (props: Props) => ReactNode {
  const Chart = lazy(async () => ({ default: await load() }))
  return function LazyChart(props: Props) {
    const hydrated = useHydrated()
    if (!hydrated) return <ChartPlaceholder height={height} />
    return (
      <Suspense fallback={<ChartPlaceholder height={height} />}>
        <Chart {...props} />
      </Suspense>
    )
  }
}
