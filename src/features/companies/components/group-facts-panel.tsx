import { useQuery } from '@tanstack/react-query'
import { InlineProblem } from '../../../components/states'
import { useFormat, type Formats } from '../../../lib/i18n/use-format'
import { companiesQueries } from '../api/companies-queries'
import type { Group } from '../api/companies-api'
import type { GroupFacts } from '../group-facts'
import { NotReported } from '../../../components/not-reported'
import { useCompaniesText, type CompaniesT } from '../text'

interface Fact {
  readonly term: string
  /** null: not reported by any company of the group */
  readonly value: string | null
  /** how many companies the figure stands on, when not all of them */
  readonly note?: string
}

const TERMS = ['facts.companies', 'facts.totalMarketCap', 'facts.medianPe', 'facts.medianYield'] as const

function factsOf(facts: GroupFacts, t: CompaniesT, formats: Formats): Fact[] {
  const { formatCount, formatMoney, formatPercent, formatRatio } = formats
  const basis = (reported: number, what: 'facts.ofReporting' | 'facts.ofEarning') =>
    reported === facts.count ? undefined : t(what, { count: formatCount(reported) })
  return [
    { term: t(TERMS[0]), value: formatCount(facts.count) },
    {
      term: t(TERMS[1]),
      value: formatMoney(facts.totalMarketCap, 'IDR'),
      note: basis(facts.marketCapReported, 'facts.ofReporting'),
    },
    {
      term: t(TERMS[2]),
      value: facts.medianPe === null ? null : formatRatio(facts.medianPe),
      note: basis(facts.peReported, 'facts.ofEarning'),
    },
    {
      term: t(TERMS[3]),
      value: facts.medianYield === null ? null : formatPercent(facts.medianYield),
      note: basis(facts.yieldReported, 'facts.ofReporting'),
    },
  ]
}

/** Count, total market cap, median P/E and dividend yield of the whole group, from the screener. */
export function GroupFactsPanel({ group }: { group: Group }) {
  const { data, error } = useQuery(companiesQueries.facts(group))
  const t = useCompaniesText()
  const formats = useFormat()
  if (error !== null) return <InlineProblem>{t('facts.failed', { reason: error.message })}</InlineProblem>
  const facts = data === undefined ? undefined : factsOf(data, t, formats)
  return (
    <section aria-label={t('facts.label')} aria-busy={facts === undefined}>
      <dl className="group-facts">
        {TERMS.map((term, index) => {
          const fact = facts?.[index]
          return (
            <div key={term} className="group-facts__fact">
              <dt>{t(term)}</dt>
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
