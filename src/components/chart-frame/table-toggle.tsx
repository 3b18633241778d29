import { useComponentsText } from '../text'

/**
 * "Show as table": a chart's toggle between the figure and the same numbers as a data table. A module of its own,
 * so that the market map (drawn without recharts) imports it without the chart frame.
 */
export function TableToggle({ pressed, onChange }: { pressed: boolean; onChange: (next: boolean) => void }) {
  const t = useComponentsText()
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={() => {
        onChange(!pressed)
      }}
    >
      {t('chart.showAsTable')}
    </button>
  )
}
