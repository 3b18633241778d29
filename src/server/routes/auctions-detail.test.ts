import { describe, expect, it } from 'vitest'
import { auctionDetail, auctionsResponse } from '../../shared/api/auctions'
import { createTestServer } from '../testing/harness'
import { parseExactly } from '../testing/type-skeleton'

const server = createTestServer()
const db = server.market.db

/** The phases of an ESDM auction, in order (NOTES §5). */
const PHASES = [
  'Pengumuman Pelaksanaan Lelang',
  'Pendaftaran Peserta Lelang',
  'Pengiriman Dokumen Prakualifikasi',
  'Evaluasi Dokumen Prakualifikasi',
  'Pengumuman Prakualifikasi',
  'Pengiriman Dokumen Penawaran Harga',
  'Penilaian dan Penetapan Peringkat Hasil Penilaian',
  'Reviu Pelaksanaan Lelang',
  'Penetapan Daftar Peringkat Pemenang Lelang',
  'Pengumuman Daftar Peringkat Pemenang Lelang',
  'Masa Sanggah',
  'Evaluasi Dokumen Sanggah dan Jawaban Sanggah',
  'Penetapan Pemenang Lelang',
  'Lelang Selesai',
]
const COMPLETED = 'Lelang Selesai'
const DATE = /^\d{4}-\d{2}-\d{2}$/

interface StoredAuction {
  wiup_code: string
  auction_status: string
  created_at: string
  last_modified: string
}
const stored = db
  .prepare<[], StoredAuction>('SELECT wiup_code, auction_status, created_at, last_modified FROM auctions')
  .all()
const storedPhases = db.prepare<[string], { order: number; start_date: string | null }>(
  'SELECT "order", start_date FROM auction_phases WHERE wiup_code = ? ORDER BY "order"',
)
const storedParticipants = db.prepare<[string], { nib: string; company_name: string; qualification_result: string }>(
  'SELECT nib, company_name, qualification_result FROM auction_participants WHERE wiup_code = ? ORDER BY ordinal',
)

async function fetchDetail(code: string, path = `/v2/mining/license-auctions/${code}/`) {
  const { status, body } = await server.get(path)
  expect(status, JSON.stringify(body)).toBe(200)
  // key order as sent (the parsed copy follows the schema's order)
  const keys = typeof body === 'object' && body !== null ? Object.keys(body) : []
  return { found: parseExactly(auctionDetail, body), keys }
}
const detail = async (code: string, path?: string) => (await fetchDetail(code, path)).found

const listed = async () => {
  const pages = await Promise.all(
    [0, 30].map(async (offset) => (await server.get(`/v2/mining/license-auctions/?limit=30&offset=${offset}`)).body),
  )
  return pages.flatMap((body) => auctionsResponse.parse(body).results)
}

describe('GET /v2/mining/license-auctions/{wiup_code}/', () => {
  it('answers the list row plus created_at, last_modified, phases and participants, in the documented key order', async () => {
    const rows = await listed()
    expect(rows).toHaveLength(stored.length)
    for (const row of rows) {
      const { found, keys } = await fetchDetail(row.wiup_code)
      const { company_slug, ...rest } = row
      const saved = stored.find((auction) => auction.wiup_code === row.wiup_code)
      expect(found).toEqual({
        ...rest,
        created_at: saved?.created_at,
        last_modified: saved?.last_modified,
        phases: found.phases,
        participants: found.participants,
        company_slug,
      })
      const detailKeys = ['created_at', 'last_modified', 'phases', 'participants', 'company_slug']
      expect(keys).toEqual([...Object.keys(rest), ...detailKeys])
      expect(found.created_at).toMatch(DATE)
      expect(found.last_modified).toMatch(DATE)
      expect(found.last_modified >= found.created_at).toBe(true)
    }
  })

  const completed = stored.filter((auction) => auction.auction_status === COMPLETED)
  const stopped = stored.filter((auction) => auction.auction_status !== COMPLETED)

  it('has completed auctions and auctions that stopped early (cancelled or failed) in the data', () => {
    expect(completed.length).toBeGreaterThan(0)
    expect(stopped.length).toBeGreaterThan(0)
  })

  it('lists the phases in order 1..n with the official descriptions, their start dates and no end dates', async () => {
    for (const { wiup_code: code } of stored) {
      const { phases } = await detail(code)
      expect(
        phases.map((phase) => phase.order),
        code,
      ).toEqual(phases.map((_, i) => i + 1))
      expect(
        phases.map((phase) => phase.description),
        code,
      ).toEqual(PHASES.slice(0, phases.length))
      expect(
        phases.every((phase) => phase.end_date === null),
        code,
      ).toBe(true)
      expect(
        phases.map(({ order, start_date }) => ({ order, start_date })),
        code,
      ).toEqual(storedPhases.all(code))
      const starts = phases.map((phase) => phase.start_date ?? '')
      expect(starts, code).toEqual([...starts].sort())
    }
  })

  it('completed auctions have all 14 phases and the winner is named on the start of phase 13', async () => {
    for (const { wiup_code: code } of completed) {
      const { phases, winner_date, winner } = await detail(code)
      expect(phases, code).toHaveLength(14)
      expect(winner_date, code).toBe(phases[12]?.start_date)
      expect(winner, code).toBe(true)
    }
  })

  it('auctions that stopped early have fewer phases and no winner', async () => {
    for (const { wiup_code: code } of stopped) {
      const found = await detail(code)
      expect(found.phases.length, code).toBeLessThan(14)
      expect(found, code).toMatchObject({ winner: false, company_name: null, winner_date: null })
    }
  })

  it('lists the participants: a 13-digit NIB string, the name, a qualification result; one per participant', async () => {
    for (const { wiup_code: code } of stored) {
      const found = await detail(code)
      expect(found.participants, code).toHaveLength(found.participant_count)
      const served = found.participants.map(({ NIB, company_name, qualification_result }) => ({
        nib: NIB,
        company_name,
        qualification_result,
      }))
      expect(served, code).toEqual(storedParticipants.all(code))
      for (const participant of found.participants) {
        expect(participant.NIB, code).toMatch(/^\d{13}$/)
        expect(['Lolos', 'Tidak Lolos'], code).toContain(participant.qualification_result)
      }
    }
  })

  it('names as winner of a completed auction one of the participants who passed qualification', async () => {
    for (const { wiup_code: code } of completed) {
      const found = await detail(code)
      const passed = found.participants.filter((p) => p.qualification_result === 'Lolos').map((p) => p.company_name)
      expect(passed, code).toContain(found.company_name)
    }
  })

  it("gives a company_slug only for a listed winner: the slug of that IDX company's name", async () => {
    // the real slug rule: lower case, punctuation dropped, words joined by "-"
    const slug = (name: string) =>
      name
        .toLowerCase()
        .replace(/[^a-z0-9\s-]/g, '')
        .trim()
        .split(/\s+/)
        .join('-')
    const idxCompanies = db.prepare<[], { company_name: string }>('SELECT company_name FROM idx_companies').all()
    const rows = await listed()
    expect(rows.some((row) => row.company_slug !== null)).toBe(true)
    for (const row of rows.filter((r) => r.company_slug !== null)) {
      const company = idxCompanies.find((c) => slug(c.company_name) === row.company_slug)
      expect(company?.company_name, row.wiup_code).toContain(row.company_name)
    }
  })

  it('answers the same with and without the trailing slash', async () => {
    const code = stored[0]?.wiup_code ?? expect.unreachable('no auctions')
    expect(await detail(code, `/v2/mining/license-auctions/${code}`)).toEqual(await detail(code))
  })

  const known = new Set(stored.map((auction) => auction.wiup_code))
  const unknownCode = ['0000000000000000', '9999999999999999'].find((code) => !known.has(code)) ?? ''
  it.each([unknownCode, `${unknownCode}/`, 'not-a-code/', `${stored[0]?.wiup_code ?? ''}0/`])(
    'answers 404 {"error":"Auction not found."} for an unknown code (%s)',
    async (code) => {
      const { status, body } = await server.get(`/v2/mining/license-auctions/${code}`)
      expect(status).toBe(404)
      expect(body).toEqual({ error: 'Auction not found.' })
    },
  )
})
