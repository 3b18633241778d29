import { useQuery } from '@tanstack/react-query'
import { InlineProblem } from '../../../components/states'
import { formatCount, formatMoney, formatPercent, formatRatio } from '../../../lib/format'
import { companiesQueries } from '../api/companies-queries'
import type { Group } from '../api/companies-api'
import type { GroupFacts } from '../group-facts'
import { NotReported } from '../../../components/not-reported'

interface Fact {
  readonly term: string
  /** null: not reported by any company of the group */
  readonly value: string | null
  /** how many companies the figure stands on, when not all of them */
  readonly note?: string
}

const TERMS = ['Companies', 'Total market cap', 'Median P/E (TTM)', 'Median dividend yield (TTM)'] as const

const basis = (reported: number, count: number, what: string) =>
  reported === count ? undefined : `of the ${formatCount(reported)} ${what}`

function factsOf(facts: GroupFacts): Fact[] {
  return [
    { term: TERMS[0], value: formatCount(facts.count) },
    {
      term: TERMS[1],
      value: formatMoney(facts.totalMarketCap, 'IDR'),
      note: basis(facts.marketCapReported, facts.count, 'that report one'),
    },
    {
      term: TERMS[2],
      value: facts.medianPe === null ? null : formatRatio(facts.medianPe),
      note: basis(facts.peReported, facts.count, 'with earnings'),
    },
    {
      term: TERMS[3],
      value: facts.medianYield === null ? null : formatPercent(facts.medianYield),
      note: basis(facts.yieldReported, facts.count, 'that report one'),
    },
  ]
}

/** Count, total market cap, median P/E and dividend yield of the whole group, from the screener. */
export function GroupFactsPanel({ group }: { group: Group }) {
  const { data, error } = useQuery(companiesQueries.facts(group))
  if (error !== null) return <InlineProblem>The group’s figures could not be loaded: {error.message}</InlineProblem>
  const facts = data === undefined ? undefined : factsOf(data)
  return (
    <section aria-label="Group facts" aria-busy={facts === undefined}>
      <dl className="group-facts">
        {TERMS.map((term, index) => {
          const fact = facts?.[index]
          return (
            <div key={term} className="group-facts__fact">
              <dt>{term}</dt>
              <dd>
                {fact === undefined ? (
                  <span className="skeleton" />
                ) : fact.value === null ? (
                  <NotReported />
                ) : (
                  fact.value
                )}
              </dd>
              {fact?.note !== undefined && <dd className="group-facts__note muted">{fact.note}</dd>}
            </div>
          )
        })}
      </dl>
    </section>
  )
}
