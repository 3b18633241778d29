import { useFormat } from '../../../lib/i18n/use-format'
import { AUCTION_PHASES } from '../../../shared/api/auction-options'
import type { AuctionDetail } from '../../../shared/api/auctions'
import { reported } from '../../../components/not-reported'
import { phaseGloss } from '../labels'
import { useAuctionsText } from '../text'

/** The auction's phases in order, each with the ministry's Indonesian name, a gloss in the language shown and its dates. */
export function PhaseTimeline({ phases }: { phases: AuctionDetail['phases'] }) {
  const t = useAuctionsText()
  const { formatDate } = useFormat()
  const ordered = [...phases].sort((a, b) => a.order - b.order)
  const reached = ordered.length
  return (
    <section className="auction-section" aria-labelledby="auction-phases-title">
      <h2 id="auction-phases-title">{t('phases.title')}</h2>
      {reached < AUCTION_PHASES.length && (
        <p className="muted">{t('phases.stoppedAfter', { reached, total: AUCTION_PHASES.length })}</p>
      )}
      <ol className="phase-timeline" aria-label={t('phases.listLabel')}>
        {ordered.map((phase) => {
          const gloss = phaseGloss(t, phase)
          return (
            <li key={phase.order} className="phase-timeline__phase">
              <span className="phase-timeline__order" aria-hidden="true">
                {phase.order}
              </span>
              <div>
                <p className="phase-timeline__name">
                  <span lang="id">{phase.description}</span>
                  {gloss !== undefined && <span className="muted"> — {gloss}</span>}
                </p>
                <p className="phase-timeline__dates">
                  {phase.start_date !== null && phase.end_date !== null && phase.end_date !== phase.start_date
                    ? t('phases.dateRange', { start: formatDate(phase.start_date), end: formatDate(phase.end_date) })
                    : reported(phase.start_date, formatDate)}
                </p>
              </div>
            </li>
          )
        })}
      </ol>
    </section>
  )
}
