import { InlineProblem } from '../../../components/states'
import { useScreenerText } from '../text'

/** What is wrong with a text, and where (a 0-based offset), when the check could tell. */
export interface Problem {
  message: string
  position: number | undefined
}

/** The characters at fault from an offset: a word or number, a quoted text, an operator, or one character. */
const TOKEN = /^(?:[\w.]+|'(?:[^'\\]|\\.|'')*'?|"(?:[^"\\]|\\.|"")*"?|[<>=!]+|[^])/u
/** How much of a long line is shown either side of the fault. */
const CONTEXT = 60

/**
 * An error with the characters at fault underlined on their line, and their position: the same 0-based offset
 * the service's `position` and the parser's messages use.
 */
export function PositionedProblem({ id, text, problem }: { id: string; text: string; problem: Problem }) {
  const t = useScreenerText()
  if (problem.position === undefined) return <InlineProblem id={id}>{problem.message}</InlineProblem>
  const at = Math.min(Math.max(problem.position, 0), text.length)
  const end = at + (TOKEN.exec(text.slice(at))?.[0].length ?? 0)
  const lineStart = Math.max(text.lastIndexOf('\n', at - 1) + 1, at - CONTEXT)
  const newline = text.indexOf('\n', end)
  const lineEnd = Math.min(newline < 0 ? text.length : newline, end + CONTEXT)
  return (
    <InlineProblem id={id} className="positioned-problem">
      {problem.message} <span className="positioned-problem__where">{t('text.position', { position: at })}</span>
      <pre className="positioned-problem__excerpt">
        {lineStart > 0 && '…'}
        {text.slice(lineStart, at)}
        {/* past the end a blank is underlined: what is wrong is that something is missing there */}
        <mark>{end > at ? text.slice(at, end) : '\u00a0'}</mark>
        {text.slice(end, lineEnd)}
        {lineEnd < text.length && '…'}
      </pre>
    </InlineProblem>
  )
}
