import { Fragment, useId, useState } from 'react'
import type { LlmTranslation } from '../../../shared/api/screener'
import type { Market } from '../../../shared/catalogue'
import type { ApiError } from '../../../lib/api-error'
import { searchFromTranslation } from '../from-translation'
import { SCREENER_DEFAULTS } from '../../../shared/screener/screener-search'
import { QuestionCost } from './question-cost'
import './screener-text.css'
import { InlineProblem } from '../../../components/states'
import { useErrorText } from '../../../components/error-text'
import { useScreenerText } from '../text'

export interface AskBoxProps {
  market: Market
  /** the committed question (the URL's `q`); '' when none */
  question: string
  translation: LlmTranslation | undefined
  /** the service's refusal of the question (400 NON_TRANSLATABLE_QUERY) */
  error: ApiError | null
  onAsk: (question: string) => void
  onEdit: (translated: { where: string; orderBy: string; limit: number }) => void
  /** the API request asking this question makes (to say what it will cost in live mode) */
  questionPath?: (question: string) => string
}

/** Questions the service answers, in the language shown (the English ones end with one in Bahasa Indonesia). */
const EXAMPLES = {
  idx: ['ask.example.idx1', 'ask.example.idx2', 'ask.example.idx3', 'ask.example.idx4'],
  sgx: ['ask.example.sgx1', 'ask.example.sgx2'],
} as const satisfies Record<Market, readonly string[]>

/** The API's parameter names, shown as the translation sets them: code, the same in every language. */
const PARAMETER = { where: 'where', orderBy: 'order_by', limit: 'limit' } as const

/** A question in plain language, what the service understood it as, and the way on to the structured filter. */
export function AskBox({ market, question, translation, error, onAsk, onEdit, questionPath }: AskBoxProps) {
  const [draft, setDraft] = useState(question)
  const inputId = useId()
  const problemId = useId()
  // while the next question loads, the page may still hold the previous answer: show only this question's
  const current = translation?.natural_query === question ? translation : undefined
  const t = useScreenerText()
  const errorText = useErrorText()
  const examples = EXAMPLES[market].map((key) => t(key))

  return (
    <section className="ask-box" aria-label={t('ask.label')}>
      <form
        className="ask-box__form"
        onSubmit={(event) => {
          event.preventDefault()
          // an emptied box takes the question away, back to the structured filter
          const next = draft.trim()
          if (next !== question) onAsk(next)
        }}
      >
        <label htmlFor={inputId}>{t('ask.input')}</label>
        <input
          id={inputId}
          type="search"
          value={draft}
          placeholder={examples[0]}
          aria-invalid={error !== null}
          aria-describedby={error === null ? undefined : problemId}
          onChange={(event) => {
            setDraft(event.target.value)
          }}
        />
        <button type="submit" className="primary" disabled={draft.trim() === '' && question === ''}>
          {t('ask.submit')}
        </button>
      </form>
      {questionPath !== undefined && (
        <QuestionCost path={draft.trim() === '' || draft.trim() === question ? null : questionPath(draft.trim())} />
      )}
      <ul className="ask-box__examples" aria-label={t('ask.examples')}>
        {examples.map((example) => (
          <li key={example}>
            <AskButton question={example} className="chip" onAsk={onAsk} />
          </li>
        ))}
      </ul>
      {error !== null && (
        <InlineProblem id={problemId}>
          <Refusal message={errorText(error)} onAsk={onAsk} />
        </InlineProblem>
      )}
      {current !== undefined && (
        <div className="ask-box__translation" role="status" aria-label={t('ask.translation')}>
          {current.message !== null && <p>{current.message}</p>}
          <dl className="facts">
            <dt>{PARAMETER.where}</dt>
            <dd>
              <code>{current.translated_params.where ?? t('ask.noFilter')}</code>
            </dd>
            <dt>{PARAMETER.orderBy}</dt>
            <dd>
              <code>{current.translated_params.order_by ?? t('ask.bySymbol')}</code>
            </dd>
            <dt>{PARAMETER.limit}</dt>
            <dd>{current.translated_params.limit ?? SCREENER_DEFAULTS.limit}</dd>
          </dl>
          <button
            type="button"
            onClick={() => {
              const { where, orderBy, limit } = searchFromTranslation(current.translated_params)
              onEdit({ where, orderBy, limit })
            }}
          >
            {t('ask.editInBuilder')}
          </button>
        </div>
      )}
    </section>
  )
}

/** How the service introduces its rewrites, in English and in Bahasa Indonesia. */
const LEAD_INS = ['Try for example:', 'Coba misalnya:']

/** The service's refusal, with the questions it suggests (`Try for example: 'a', 'b' or 'c'.`) made clickable. */
function Refusal({ message, onAsk }: { message: string; onAsk: (question: string) => void }) {
  const TRY = LEAD_INS.find((lead) => message.includes(lead)) ?? ''
  const at = TRY === '' ? -1 : message.indexOf(TRY)
  if (at < 0) return <>{message}</>
  // split on quoted examples: odd indices are the examples, even ones the text between them
  const parts = message.slice(at + TRY.length).split(/'([^']+)'/)
  return (
    <>
      {message.slice(0, at + TRY.length)}
      {parts.map((part, i) =>
        i % 2 === 0 ? (
          part
        ) : (
          // the quotes stay, so the text reads exactly as the service wrote it
          <Fragment key={part}>
            &apos;
            <AskButton question={part} className="link-button" onAsk={onAsk} />
            &apos;
          </Fragment>
        ),
      )}
    </>
  )
}

/** A question offered as it stands (an example, a rewrite): clicking it asks it. */
function AskButton({
  question,
  className,
  onAsk,
}: {
  question: string
  className: string
  onAsk: (question: string) => void
}) {
  return (
    <button
      type="button"
      className={className}
      onClick={() => {
        onAsk(question)
      }}
    >
      {question}
    </button>
  )
}
