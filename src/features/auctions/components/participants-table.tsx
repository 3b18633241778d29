import { DataTable, type DataColumn } from '../../../components/data-table'
import { QUALIFIED_RESULT } from '../../../shared/api/auction-options'
import type { AuctionDetail } from '../../../shared/api/auctions'

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
  const qualified = participants.filter(isQualified).length
  const columns: DataColumn<Participant>[] = [
    {
      id: 'company_name',
      label: 'Company',
      value: (row) => row.company_name,
      cell: (row) => (
        <>
          {row.company_name}
          {sameName(row.company_name, winner) && <span className="winner-badge">Winner</span>}
        </>
      ),
    },
    {
      id: 'nib',
      label: 'NIB',
      description: 'Nomor Induk Berusaha: the business registration number',
      value: (row) => row.NIB,
    },
    {
      id: 'qualification',
      label: 'Qualification',
      value: (row) => row.qualification_result,
      cell: (row) => (
        <>
          {isQualified(row) ? 'Qualified' : 'Not qualified'}{' '}
          <span className="muted" lang="id">
            ({row.qualification_result})
          </span>
        </>
      ),
    },
  ]
  return (
    <section className="auction-section" aria-labelledby="auction-participants-title">
      <h2 id="auction-participants-title">Participants</h2>
      <p>
        {qualified} of {participants.length} qualified
      </p>
      <DataTable
        label="Participants"
        columns={columns}
        rows={participants}
        rowKey={(row) => row.NIB}
        rowClassName={(row) => (sameName(row.company_name, winner) ? 'is-winner' : undefined)}
        empty={<p>The feed lists no participants for this auction.</p>}
      />
    </section>
  )
}
