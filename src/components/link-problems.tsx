import type { UrlProblem } from '../shared/url-state'
import { InlineProblem } from './states'
import { useComponentsText } from './text'

export interface LinkProblemsProps {
  problems: readonly UrlProblem[]
  onUseDefault: (key: string) => void
}

/** The inline "bad link parameter" messages (role="alert"), each with a "Use the default" button. */
export function LinkProblems({ problems, onUseDefault }: LinkProblemsProps) {
  const t = useComponentsText()
  if (problems.length === 0) return null
  return (
    <>
      {problems.map((problem) => (
        <InlineProblem key={`${problem.key}:${problem.parameter}`}>
          {problem.message}
          <button
            type="button"
            onClick={() => {
              onUseDefault(problem.key)
            }}
          >
            {t('link.useDefault')}
          </button>
        </InlineProblem>
      ))}
    </>
  )
}
