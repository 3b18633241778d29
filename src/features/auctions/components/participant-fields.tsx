import { useId, useState } from 'react'
import { participantPatch, type AuctionsSearch } from '../../../shared/auctions/auctions-search'
import { useAuctionsText } from '../text'

interface ParticipantFieldsProps {
  participant: string
  qualified: boolean
  minParticipants: number
  onCommit: (patch: Partial<AuctionsSearch>) => void
}

const minimumText = (minimum: number) => (minimum === 0 ? '' : String(minimum))

/** A draft minimum is a whole number from 0, or empty for none. */
function readMinimum(text: string): number | null {
  const trimmed = text.trim()
  if (trimmed === '') return 0
  return /^\d{1,4}$/.test(trimmed) ? Number(trimmed) : null
}

/**
 * The typed filters: the participant (part of a name), "Qualified only" (which the API allows only with a
 * participant) and the minimum number of participants. Typing stays a local draft; Enter or leaving the field
 * commits it, so the history holds what was searched, not each keystroke. When the committed values change from
 * outside (back, forward), the drafts follow; the fields keep their focus either way.
 */
export function ParticipantFields({ participant, qualified, minParticipants, onCommit }: ParticipantFieldsProps) {
  const t = useAuctionsText()
  const ids = { participant: useId(), qualified: useId(), minimum: useId(), problem: useId() }
  const [draft, setDraft] = useState(participant)
  const [minimumDraft, setMinimumDraft] = useState(minimumText(minParticipants))
  // the committed values changed from outside (back, forward, "Clear filters"): the drafts follow them
  const [committed, setCommitted] = useState({ participant, minParticipants })
  if (committed.participant !== participant || committed.minParticipants !== minParticipants) {
    setCommitted({ participant, minParticipants })
    setDraft(participant)
    setMinimumDraft(minimumText(minParticipants))
  }
  const minimum = readMinimum(minimumDraft)
  const hasParticipant = draft.trim() !== ''

  const commitParticipant = () => {
    const next = draft.trim()
    if (next !== participant) onCommit(participantPatch(next))
  }
  const commitMinimum = () => {
    if (minimum !== null && minimum !== minParticipants) onCommit({ min_participants: minimum })
  }

  return (
    <>
      <div className="auction-filters__field">
        <label htmlFor={ids.participant}>{t('filters.participant')}</label>
        <input
          id={ids.participant}
          type="search"
          value={draft}
          placeholder={t('filters.participantPlaceholder')}
          onChange={(event) => {
            setDraft(event.target.value)
          }}
          onBlur={commitParticipant}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commitParticipant()
          }}
        />
      </div>
      <div className="auction-filters__field auction-filters__check">
        <input
          id={ids.qualified}
          type="checkbox"
          checked={qualified && hasParticipant}
          disabled={!hasParticipant}
          aria-describedby={hasParticipant ? undefined : `${ids.qualified}-hint`}
          onChange={(event) => {
            onCommit({ participant: draft.trim(), qualified: event.target.checked })
          }}
        />
        <label htmlFor={ids.qualified}>{t('filters.qualifiedOnly')}</label>
        {!hasParticipant && (
          <span id={`${ids.qualified}-hint`} className="muted auction-filters__hint">
            {t('filters.needsParticipant')}
          </span>
        )}
      </div>
      <div className="auction-filters__field">
        <label htmlFor={ids.minimum}>{t('filters.minimumParticipants')}</label>
        <input
          id={ids.minimum}
          type="text"
          inputMode="numeric"
          size={5}
          value={minimumDraft}
          aria-invalid={minimum === null}
          aria-describedby={minimum === null ? ids.problem : undefined}
          onChange={(event) => {
            setMinimumDraft(event.target.value)
          }}
          onBlur={commitMinimum}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commitMinimum()
          }}
        />
        {minimum === null && (
          <span id={ids.problem} role="alert" className="field-problem">
            {t('filters.minimumProblem')}
          </span>
        )}
      </div>
    </>
  )
}
