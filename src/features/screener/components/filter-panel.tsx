import { useId, useRef, useState } from 'react'
import type { SyntheticEvent } from 'react'
import { specsFor } from '../../../shared/catalogue'
import type { Market } from '../../../shared/catalogue'
import type { ApiError } from '../../../lib/api-error'
import type { BuilderDraft } from '../builder/model'
import { draftFromChecked, printDraft, textFromDraft } from '../builder/text'
import type { BuilderReason } from '../builder/reasons'
import { useBuilderText } from '../builder/reason-text'
import { checkFilter, type CheckedFilter, type FilterText } from '../../../shared/screener/screener-check'
import { FilterBuilder } from './filter-builder'
import { TextFilterEditor } from './text-filter-editor'
import './filter-builder.css'
import { InlineProblem } from '../../../components/states'
import { useErrorText } from '../../../components/error-text'
import { useScreenerText } from '../text'

export interface FilterPanelProps {
  market: Market
  /** the committed filter, parsed where the link was read */
  filter: CheckedFilter
  serverError: ApiError | null
  /** the person chose text: keep it, even for filters the builder could show (it survives commits) */
  prefersText: boolean
  onPrefersTextChange: (prefersText: boolean) => void
  onCommit: (next: { where: string; orderBy: string }) => void
}

type PanelState =
  | { mode: 'builder'; draft: BuilderDraft; refused: boolean }
  /** `reason` says why the builder cannot show `text`, when it cannot */
  | { mode: 'text'; text: FilterText; reason: BuilderReason | null }

function stateFor(filter: CheckedFilter, prefersText: boolean): PanelState {
  const { text } = filter
  const converted = draftFromChecked(filter)
  if (!converted.representable) return { mode: 'text', text, reason: converted.reason }
  return prefersText
    ? { mode: 'text', text, reason: null }
    : { mode: 'builder', draft: converted.draft, refused: false }
}

/**
 * The committed filter, edited in the builder or as text. It opens in the builder when the builder can show the
 * filter, else as text with the reason; switching converts the draft both ways and never drops a part of it.
 * Drafts stay here until "Apply filter" commits them (the page puts them in the URL).
 */
export function FilterPanel(props: FilterPanelProps) {
  const { market, filter, serverError, prefersText, onPrefersTextChange, onCommit } = props
  const { where, orderBy } = filter.text
  const catalogue = specsFor(market)
  const [state, setState] = useState(() => stateFor(filter, prefersText))
  // the text editor's draft, including what is typed and not applied: a ref, as typing must not re-render here
  const typed = useRef<FilterText | null>(null)
  const issuesId = useId()
  const t = useScreenerText()
  const errorText = useErrorText()
  const { reasonText, problemText } = useBuilderText()
  const checked = state.mode === 'builder' ? textFromDraft(state.draft, catalogue) : null

  const toText = () => {
    if (state.mode !== 'builder') return
    const printed = printDraft(state.draft)
    setState(printed.ok ? { mode: 'text', text: printed.value, reason: null } : { ...state, refused: true })
    if (printed.ok) onPrefersTextChange(true)
  }
  const toBuilder = () => {
    if (state.mode !== 'text') return
    const next = stateFor(checkFilter(typed.current ?? state.text, catalogue), false)
    setState(next)
    if (next.mode === 'builder') onPrefersTextChange(false)
  }
  const apply = (event: SyntheticEvent) => {
    event.preventDefault()
    if (checked?.ok !== true) return
    if (checked.value.where !== where || checked.value.orderBy !== orderBy) onCommit(checked.value)
  }

  return (
    <section className="filter-panel" aria-label={t('filter.label')}>
      <div className="filter-panel__modes" role="group" aria-label={t('filter.modes')}>
        <button type="button" aria-pressed={state.mode === 'builder'} onClick={toBuilder}>
          {t('filter.builder')}
        </button>
        <button type="button" aria-pressed={state.mode === 'text'} onClick={toText}>
          {t('filter.text')}
        </button>
      </div>
      {state.mode === 'text' ? (
        <>
          {state.reason !== null && <AsTextNote reason={reasonText(state.reason)} />}
          <TextFilterEditor
            market={market}
            where={state.text.where}
            orderBy={state.text.orderBy}
            // the service's refusal is about the committed text, not about a draft brought over from the builder
            serverError={state.text.where === where && state.text.orderBy === orderBy ? serverError : null}
            onDraftChange={(draft) => {
              typed.current = draft
            }}
            onCommit={onCommit}
          />
        </>
      ) : (
        <form className="filter-panel__builder" aria-label={t('filter.builderForm')} onSubmit={apply}>
          <FilterBuilder
            catalogue={catalogue}
            draft={state.draft}
            onChange={(draft) => {
              setState({ mode: 'builder', draft, refused: false })
            }}
          />
          {state.refused && <InlineProblem>{t('filter.completeRows')}</InlineProblem>}
          <div className="filter-panel__actions">
            <button
              type="submit"
              className="primary"
              disabled={checked?.ok !== true}
              aria-describedby={checked?.ok === false ? issuesId : undefined}
            >
              {t('filter.apply')}
            </button>
            {checked?.ok === false && (
              <ul id={issuesId} className="filter-panel__issues" aria-label={t('filter.whyNot')}>
                {checked.issues.map((issue) => {
                  const text = problemText(issue.problem)
                  return <li key={`${issue.id}:${text}`}>{text}</li>
                })}
              </ul>
            )}
          </div>
          {serverError !== null && (
            <InlineProblem>{t('filter.refused', { reason: errorText(serverError) })}</InlineProblem>
          )}
        </form>
      )}
    </section>
  )
}

/** Why the filter is edited as text: the reason is a clause that may end in a sentence with its own full stop. */
function AsTextNote({ reason }: { reason: string }) {
  const t = useScreenerText()
  return (
    <p className="filter-panel__note" role="status">
      {t('filter.asText', { reason: /[.?!]$/.test(reason) ? reason : `${reason}.` })}
    </p>
  )
}
