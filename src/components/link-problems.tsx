import type { UrlProblem } from '../shared/url-state'
import { InlineProblem } from './states'

export interface LinkProblemsProps {
  problems: readonly UrlProblem[]
  onUseDefault: (key: string) => void
}

/** The inline "bad link parameter" messages (role="alert"), each with a "Use the default" button. */
export function LinkProblems({ problems, onUseDefault }: LinkProblemsProps) {
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
            Use the default
          </button>
        </InlineProblem>
      ))}
    </>
  )
}
