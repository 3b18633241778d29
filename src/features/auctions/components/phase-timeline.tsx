import { formatDate } from '../../../lib/format'
import { AUCTION_PHASES } from '../../../shared/api/auction-options'
import type { AuctionDetail } from '../../../shared/api/auctions'
import { reported } from '../../../components/not-reported'

/** The English gloss of a phase, by its name, else by its place in the fourteen. */
function glossOf(phase: AuctionDetail['phases'][number]): string | undefined {
  return (
    AUCTION_PHASES.find((known) => known.name.toLowerCase() === phase.description.toLowerCase())?.gloss ??
    AUCTION_PHASES[phase.order - 1]?.gloss
  )
}

/** The auction's phases in order, each with its Indonesian name, an English gloss and its dates. */
export function PhaseTimeline({ phases }: { phases: AuctionDetail['phases'] }) {
  const ordered = [...phases].sort((a, b) => a.order - b.order)
  const reached = ordered.length
  return (
    <section className="auction-section" aria-labelledby="auction-phases-title">
      <h2 id="auction-phases-title">Phases</h2>
      {reached < AUCTION_PHASES.length && (
        <p className="muted">
          This auction stopped after phase {reached} of {AUCTION_PHASES.length}.
        </p>
      )}
      <ol className="phase-timeline" aria-label="Phases in order">
        {ordered.map((phase) => {
          const gloss = glossOf(phase)
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
                  {reported(phase.start_date, formatDate)}
                  {phase.end_date !== null && phase.end_date !== phase.start_date && (
                    <> to {formatDate(phase.end_date)}</>
                  )}
                </p>
              </div>
            </li>
          )
        })}
      </ol>
    </section>
  )
}
