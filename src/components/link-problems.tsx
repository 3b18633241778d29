import type { UrlProblem } from '../shared/url-state'
import { useLinkProblemText, type ValueName } from './link-problem-text'
import { InlineProblem } from './states'
import { useComponentsText } from './text'

export interface LinkProblemsProps {
  problems: readonly UrlProblem[]
  onUseDefault: (key: string) => void
  /** names the values a problem lists, where the page has names for them (the companies list's sort keys) */
  valueName?: ValueName
}

/** The inline "bad link parameter" messages (role="alert"), each with a "Use the default" button. */
export function LinkProblems({ problems, onUseDefault, valueName }: LinkProblemsProps) {
  const t = useComponentsText()
  const problemText = useLinkProblemText(valueName)
  if (problems.length === 0) return null
  return (
    <>
      {problems.map((problem) => (
        <InlineProblem key={`${problem.key}:${problem.parameter}`}>
          {problemText(problem.reason)}
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
