import { COMPANY_FIGURES, type FigureId } from '../../../lib/companies/company-figures'
import { useWatchlistsText } from '../text'

interface FigurePickerProps {
  chosen: readonly FigureId[]
  onChange: (next: FigureId[]) => void
}

/** "Columns": which figures the list's table shows, kept with the list. */
export function FigurePicker({ chosen, onChange }: FigurePickerProps) {
  const t = useWatchlistsText()
  return (
    <details className="figure-picker">
      <summary>{t('columns.summary')}</summary>
      <fieldset>
        <legend>{t('columns.legend')}</legend>
        {COMPANY_FIGURES.map((figure) => (
          <label key={figure.id}>
            <input
              type="checkbox"
              checked={chosen.includes(figure.id)}
              onChange={(event) => {
                const others = chosen.filter((id) => id !== figure.id)
                onChange(event.target.checked ? [...others, figure.id] : others)
              }}
            />{' '}
            {t(`figure.${figure.id}`)}
          </label>
        ))}
      </fieldset>
    </details>
  )
}
