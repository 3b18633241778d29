import { useId, useRef, useState, type ChangeEvent } from 'react'
import { flushSync } from 'react-dom'
import { specsFor, type Market } from '../../../shared/catalogue'
import { validateOrderBy, validateWhere, type Result } from '../../../shared/where'
import type { ApiError } from '../../../lib/api-error'
import { FieldsHelp } from './fields-help'
import { PositionedProblem, type Problem } from './positioned-problem'
import './screener-text.css'
import { useScreenerText } from '../text'
import { useWhereMessage } from '../where-text'

/** Examples of the filter language, which is the same in every language. */
const WHERE_EXAMPLE = "sub_sector = 'banks' and pe_ttm < 15"
const ORDER_EXAMPLE = '-market_cap'

export interface TextFilterEditorProps {
  market: Market
  /** the committed where ('' = no filter) */
  where: string
  /** the committed order_by */
  orderBy: string
  /** the service's 4xx about the committed where or order_by (`parameter` says which, `position` where) */
  serverError: ApiError | null
  onCommit: (next: { where: string; orderBy: string }) => void
  /** every edit of the draft, for a parent that must keep it (the filter panel, when switching to the builder) */
  onDraftChange?: (draft: { where: string; orderBy: string }) => void
}

type FieldKey = 'where' | 'orderBy'

/**
 * The filter as text: checked on every keystroke by the same parser and analyser the service runs, so a mistake
 * is shown, underlined, before any request. Only Apply (or Ctrl/Cmd+Enter) commits.
 */
export function TextFilterEditor({
  market,
  where,
  orderBy,
  serverError,
  onCommit,
  onDraftChange,
}: TextFilterEditorProps) {
  const catalogue = specsFor(market)
  const [draft, setDraft] = useState({ where, orderBy })
  const edit = (next: typeof draft) => {
    setDraft(next)
    onDraftChange?.(next)
  }
  const whereRef = useRef<HTMLTextAreaElement>(null)
  const orderRef = useRef<HTMLInputElement>(null)
  const lastField = useRef<FieldKey>('where')
  const id = useId()
  const t = useScreenerText()
  const whereMessage = useWhereMessage()
  const problemOf = (result: Result<unknown> | null): Problem | null =>
    result === null || result.ok ? null : { message: whereMessage(result.error.text), position: result.error.position }

  const committed = { where, orderBy }
  // the service's error is about the committed text: once that text is edited, it no longer points anywhere
  const fromServer = (key: FieldKey, parameter: string): Problem | null =>
    serverError?.parameter === parameter && draft[key] === committed[key]
      ? { message: serverError.message, position: serverError.position }
      : null
  const problems: Record<FieldKey, Problem | null> = {
    where:
      problemOf(draft.where.trim() === '' ? null : validateWhere(draft.where, catalogue)) ??
      fromServer('where', 'where'),
    orderBy: problemOf(validateOrderBy(draft.orderBy, catalogue)) ?? fromServer('orderBy', 'order_by'),
  }
  const valid = problems.where === null && problems.orderBy === null

  const apply = () => {
    if (valid) onCommit({ where: draft.where.trim(), orderBy: draft.orderBy.trim() })
  }

  const insert = (token: string) => {
    const key = lastField.current
    const element = key === 'where' ? whereRef.current : orderRef.current
    const text = draft[key]
    const start = element?.selectionStart ?? text.length
    const before = text.slice(0, start)
    const after = text.slice(element?.selectionEnd ?? start)
    // keep words apart: `and` + `pe_ttm` is `and pe_ttm`, not `andpe_ttm`
    const insertion = `${/[\w\])'"]$/.test(before) ? ' ' : ''}${token}${/^[\w(['"]/.test(after) ? ' ' : ''}`
    // the new value must be in the element before the caret can be put after the inserted name
    flushSync(() => {
      edit({ ...draft, [key]: before + insertion + after })
    })
    element?.focus()
    element?.setSelectionRange(before.length + insertion.length, before.length + insertion.length)
  }

  /** What the filter and the order fields share: the draft's text, edited, and its problem described. */
  const textFieldProps = (key: FieldKey) => ({
    spellCheck: false,
    value: draft[key],
    onChange: (event: ChangeEvent<HTMLTextAreaElement | HTMLInputElement>) => {
      edit({ ...draft, [key]: event.target.value })
    },
    'aria-invalid': problems[key] !== null,
    'aria-describedby': problems[key] === null ? `${id}-keys` : `${id}-${key}-problem ${id}-keys`,
    'aria-keyshortcuts': 'Control+Enter Meta+Enter',
  })
  const problemShown = (key: FieldKey) => {
    const problem = problems[key]
    return problem === null ? null : (
      <PositionedProblem id={`${id}-${key}-problem`} text={draft[key]} problem={problem} />
    )
  }

  return (
    <div className="text-filter">
      <form
        className="text-filter__form"
        onSubmit={(event) => {
          event.preventDefault()
          apply()
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
            event.preventDefault()
            apply()
          }
        }}
      >
        <label htmlFor={`${id}-where`}>{t('text.where')}</label>
        <textarea
          id={`${id}-where`}
          ref={whereRef}
          rows={3}
          placeholder={WHERE_EXAMPLE}
          onFocus={() => {
            lastField.current = 'where'
          }}
          {...textFieldProps('where')}
        />
        {problemShown('where')}
        <label htmlFor={`${id}-order`}>{t('text.orderBy')}</label>
        <input
          id={`${id}-order`}
          ref={orderRef}
          placeholder={ORDER_EXAMPLE}
          onFocus={() => {
            lastField.current = 'orderBy'
          }}
          {...textFieldProps('orderBy')}
        />
        {problemShown('orderBy')}
        <div className="text-filter__actions">
          <button type="submit" className="primary" disabled={!valid}>
            {t('filter.apply')}
          </button>
          <span id={`${id}-keys`} className="muted">
            {t('text.keys')}
          </span>
        </div>
      </form>
      {/* outside the form: Enter in its search box must not apply the filter */}
      <FieldsHelp catalogue={catalogue} onInsert={insert} />
    </div>
  )
}
