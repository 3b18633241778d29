import { describe, expect, it } from 'vitest'
import { auctionsResponse } from '../../shared/api/auctions'
import { createTestServer } from '../testing/harness'
import { parseExactly } from '../testing/type-skeleton'

const server = createTestServer()
const db = server.market.db

interface StoredAuction {
  wiup_code: string
  province: string
  commodity_type: string
  area_type: string
  auction_status: string
  participant_count: number
}
interface StoredParticipant {
  wiup_code: string
  company_name: string
  qualification_result: string
}
const stored = db
  .prepare<[], StoredAuction>(
    'SELECT wiup_code, province, commodity_type, area_type, auction_status, participant_count FROM auctions',
  )
  .all()
const participants = db
  .prepare<[], StoredParticipant>('SELECT wiup_code, company_name, qualification_result FROM auction_participants')
  .all()

async function page(params: Record<string, string>) {
  const { status, body } = await server.get(`/v2/mining/license-auctions/?${new URLSearchParams(params).toString()}`)
  expect(status, JSON.stringify(body)).toBe(200)
  return parseExactly(auctionsResponse, body)
}

/** The WIUP codes answered for these filters, every page, sorted; with the total the first page announced. */
async function matching(params: Record<string, string>) {
  const codes: string[] = []
  let total = -1
  for (let offset = 0; ; offset += 30) {
    const answer = await page({ ...params, limit: '30', offset: String(offset) })
    if (total === -1) total = answer.pagination.total_count
    codes.push(...answer.results.map((row) => row.wiup_code))
    if (!answer.pagination.has_next) break
  }
  expect(codes).toHaveLength(total)
  return codes.sort()
}

const codesWhere = (keep: (row: StoredAuction) => boolean) =>
  stored
    .filter(keep)
    .map((row) => row.wiup_code)
    .sort()

const lower = (text: string) => text.toLowerCase()
const distinct = <T>(values: readonly T[]) => [...new Set(values)]

const TEXT_FILTERS = [
  ['province', 'province'],
  ['commodity_type', 'commodity_type'],
  ['area_type', 'area_type'],
  ['status', 'auction_status'],
] as const

describe('GET /v2/mining/license-auctions/: exact, case-insensitive filters', () => {
  const cases = TEXT_FILTERS.flatMap(([param, column]) =>
    distinct(stored.map((row) => row[column])).flatMap((value) => [
      [param, value.toUpperCase(), column, value] as const,
      [param, value.toLowerCase(), column, value] as const,
    ]),
  )

  it.each(cases)('%s=%s keeps the auctions whose %s is "%s"', async (param, sent, column, value) => {
    const expected = codesWhere((row) => row[column] === value)
    expect(expected.length).toBeGreaterThan(0)
    expect(await matching({ [param]: sent })).toEqual(expected)
  })

  it('matches the whole province name, not a part of it', async () => {
    const province =
      stored.find((row) => row.province.includes(' '))?.province ?? expect.unreachable('no two-word province')
    const part = province.split(' ')[0] ?? ''
    expect(await matching({ province: part })).toEqual(codesWhere((row) => lower(row.province) === lower(part)))
  })

  it('ignores spaces around a filter value', async () => {
    const value = stored[0]?.commodity_type ?? expect.unreachable('no auctions')
    expect(await matching({ commodity_type: ` ${value} ` })).toEqual(codesWhere((row) => row.commodity_type === value))
  })

  it.each(['province', 'commodity_type', 'area_type', 'status', 'participant'])(
    'treats a blank %s (a form field left empty) as no filter',
    async (param) => {
      expect(await matching({ [param]: '' })).toEqual(codesWhere(() => true))
    },
  )

  it('combines filters with AND', async () => {
    const { province, commodity_type } = stored[0] ?? expect.unreachable('no auctions')
    expect(await matching({ province, commodity_type })).toEqual(
      codesWhere((row) => row.province === province && row.commodity_type === commodity_type),
    )
  })

  it('answers 200 with an empty page when nothing matches', async () => {
    const answer = await page({ province: 'Atlantis', commodity_type: 'Unobtainium' })
    expect(answer).toEqual({
      results: [],
      pagination: {
        total_count: 0,
        showing: 0,
        limit: 20,
        offset: 0,
        has_next: false,
        has_previous: false,
        next_offset: null,
        previous_offset: null,
      },
    })
  })
})

describe('GET /v2/mining/license-auctions/: participant and qualified', () => {
  /** Auctions with a participant whose name contains `fragment` (any case), optionally by qualification result. */
  const withParticipant = (fragment: string, passed?: boolean) =>
    distinct(
      participants
        .filter((p) => lower(p.company_name).includes(lower(fragment)))
        .filter((p) => passed === undefined || (p.qualification_result === 'Lolos') === passed)
        .map((p) => p.wiup_code),
    ).sort()

  // a name that took part in several auctions, with both qualification results if the data has one
  const counts = new Map<string, { auctions: number; passed: boolean; failed: boolean }>()
  for (const p of participants) {
    const entry = counts.get(p.company_name) ?? { auctions: 0, passed: false, failed: false }
    counts.set(p.company_name, {
      auctions: entry.auctions + 1,
      passed: entry.passed || p.qualification_result === 'Lolos',
      failed: entry.failed || p.qualification_result !== 'Lolos',
    })
  }
  const ranked = [...counts].sort(
    ([, a], [, b]) => Number(b.passed && b.failed) - Number(a.passed && a.failed) || b.auctions - a.auctions,
  )
  const name = ranked[0]?.[0] ?? 'no participants'
  // a part of the name, in another case: the match is partial and case-insensitive
  const words = name.split(' ')
  const fragment = (words.length > 1 ? words.slice(1).join(' ') : name.slice(1)).toUpperCase()

  it(`matches a part of a participant's name in any case (${fragment})`, async () => {
    const expected = withParticipant(fragment)
    expect(expected.length).toBeGreaterThan(0)
    expect(await matching({ participant: fragment })).toEqual(expected)
  })

  it('matches participants, not only the winner', async () => {
    const loser = participants.find((p) => p.qualification_result !== 'Lolos') ?? expect.unreachable('none failed')
    const codes = await matching({ participant: loser.company_name })
    expect(codes).toContain(loser.wiup_code)
  })

  it.each([
    ['true', true],
    ['false', false],
  ])('qualified=%s keeps the auctions where the participant passed qualification or not', async (sent, passed) => {
    expect(await matching({ participant: fragment, qualified: sent })).toEqual(withParticipant(fragment, passed))
  })

  it.each(['%', '_', '\\'])('takes "%s" in participant literally, not as a wildcard', async (text) => {
    expect(await matching({ participant: text })).toEqual(withParticipant(text))
  })
})

describe('GET /v2/mining/license-auctions/: min_participants', () => {
  const counts = stored.map((row) => row.participant_count).sort((a, b) => a - b)
  const median = counts[Math.floor(counts.length / 2)] ?? 0
  const max = counts.at(-1) ?? 0

  it.each([0, median, max, max + 1])('min_participants=%i keeps auctions with at least that many', async (min) => {
    expect(await matching({ min_participants: String(min) })).toEqual(codesWhere((row) => row.participant_count >= min))
  })

  it('filters, then sorts and pages the filtered rows', async () => {
    const answer = await page({ min_participants: String(median), order_by: 'participant_count', limit: '30' })
    const counted = answer.results.map((row) => row.participant_count)
    expect(counted).toEqual([...counted].sort((a, b) => a - b))
    expect(answer.pagination.total_count).toBe(codesWhere((row) => row.participant_count >= median).length)
  })
})
