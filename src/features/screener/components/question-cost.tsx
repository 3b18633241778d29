import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { creditQueries } from '../../../lib/credits'
import { useScreenerText } from '../text'

/** How long the draft must rest before its cost is asked for: not one request per keystroke. */
const SETTLE_MS = 400

/**
 * Live mode: what asking the drafted question will cost (the Sectors API bills a question 3 credits), or that the
 * server already holds its answer. `path` is the request asking would make; null when there is nothing to ask.
 */
export function QuestionCost({ path }: { path: string | null }) {
  const [settled, setSettled] = useState(path)
  useEffect(() => {
    const timer = setTimeout(() => {
      setSettled(path)
    }, SETTLE_MS)
    return () => {
      clearTimeout(timer)
    }
  }, [path])
  const t = useScreenerText()
  const { data } = useQuery(creditQueries.cost(settled === null || settled !== path ? [] : [settled]))
  const estimate = data?.costs[0]
  if (data?.live !== true || estimate === undefined || estimate.path !== path) return null
  const { credits } = estimate
  return <p className="ask-box__cost">{credits === 0 ? t('ask.costFree') : t('ask.cost', { credits })}</p>
}
