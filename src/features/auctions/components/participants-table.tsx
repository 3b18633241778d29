import { DataTable, type DataColumn } from '../../../components/data-table'
import { QUALIFIED_RESULT } from '../../../shared/api/auction-options'
import type { AuctionDetail } from '../../../shared/api/auctions'
import { AuctionsText, useAuctionsText } from '../text'

type Participant = AuctionDetail['participants'][number]

const isQualified = (participant: Participant) =>
  participant.qualification_result.trim().toLowerCase() === QUALIFIED_RESULT.toLowerCase()

interface ParticipantsTableProps {
  participants: AuctionDetail['participants']
  /** the winner's name, as the auction record gives it; null when the auction had none */
  winner: string | null
}

const sameName = (a: string, b: string | null) => b !== null && a.trim().toLowerCase() === b.trim().toLowerCase()

/** The bidders (company, NIB, qualification), the winner marked; e-mail addresses are left out on purpose. */
export function ParticipantsTable({ participants, winner }: ParticipantsTableProps) {
  const t = useAuctionsText()
  const qualified = participants.filter(isQualified).length
  const columns: DataColumn<Participant>[] = [
    {
      id: 'company_name',
      label: t('participants.company'),
      value: (row) => row.company_name,
      cell: (row) => (
        <>
          {row.company_name}
          {sameName(row.company_name, winner) && <span className="winner-badge">{t('participants.winner')}</span>}
        </>
      ),
    },
    {
      id: 'nib',
      label: t('participants.nib'),
      description: t('participants.nibDescription'),
      value: (row) => row.NIB,
    },
    {
      id: 'qualification',
      label: t('participants.qualification'),
      value: (row) => row.qualification_result,
      cell: (row) => (
        <AuctionsText
          id="participants.qualificationWithFeedWord"
          values={{
            label: t(isQualified(row) ? 'participants.qualified' : 'participants.notQualified'),
            result: row.qualification_result,
          }}
          components={{ 0: <span className="muted" lang="id" /> }}
        />
      ),
    },
  ]
  return (
    <section className="auction-section" aria-labelledby="auction-participants-title">
      <h2 id="auction-participants-title">{t('participants.title')}</h2>
      <p>{t('participants.qualifiedCount', { qualified, total: participants.length })}</p>
      <DataTable
        label={t('participants.title')}
        columns={columns}
        rows={participants}
        rowKey={(row) => row.NIB}
        rowClassName={(row) => (sameName(row.company_name, winner) ? 'is-winner' : undefined)}
        empty={<p>{t('participants.none')}</p>}
      />
    </section>
  )
}
