import { COMMODITY_CODES, PHASE_GAPS, PHASES, PROVINCES } from './regions'
import type { Province, Regency } from './regions'
import { AS_OF_DAY, dayNumber, isoDate } from '../core/calendar'
import { bareName } from '../idx/names'
import { CLOSING_WORDS, LEADING_WORDS } from '../idx/name-words'
import type { Auction, AuctionParticipant, AuctionStatus, IdxSnapshotRow } from '../model'
import { at, clamp, rngFor, roundHalfUp } from '../core/random'
import type { Rng } from '../core/random'
import { companySlug } from '../../../shared/catalogue/slug'
import { domainLabel, words } from '../core/text'

/** Auctions in the demo (not scaled: the real list is small), and how they ended. */
const AUCTION_COUNT = 50
const STATUS_COUNTS: readonly (readonly [AuctionStatus, number])[] = [
  ['Lelang Selesai', 42],
  ['Lelang Batal', 5],
  ['Lelang Gagal/Diulang', 3],
]
/** The real list's bounds: licensed area (ha) and the KDI price basis (IDR). */
const AREA_HA: readonly [number, number] = [162, 21_050]
const KDI_IDR: readonly [number, number] = [2.6e8, 9.5e10]
/** KDI per hectare in the real rows: about 1.6 to 4.5 million IDR; a little wider here. */
const KDI_PER_HA: readonly [number, number] = [1.5e6, 7e6]
/** Share of completed auctions won by a listed demo mining company. */
const LISTED_WINNER_SHARE = 0.15

const MINING_WORDS = words('Tambang, Mineral, Resources, Mining, Bumi')
/** Words a bidder for a given commodity puts in its name. */
const COMMODITY_WORDS: Readonly<Record<Auction['commodity_type'], readonly string[]>> = {
  Coal: words('Batu Bara, Coal, Energi'),
  Nickel: words('Nikel, Logam, Metal'),
  Gold: words('Emas, Gold, Logam Mulia'),
  Copper: words('Tembaga, Logam, Metal'),
}
/** Commodities pinned for the first auction in a province, so all four appear in any market. */
const COVERAGE_PLAN: Readonly<Record<string, Auction['commodity_type']>> = {
  'Maluku Utara': 'Nickel',
  'Sumatera Selatan': 'Coal',
  'Nusa Tenggara Barat': 'Copper',
  'Sulawesi Utara': 'Gold',
}
const WINNING_SUB_INDUSTRIES: Readonly<Record<Auction['commodity_type'], readonly string[]>> = {
  Coal: ['Coal Production'],
  Nickel: ['Diversified Metals & Minerals'],
  Gold: ['Gold', 'Precious Metals & Minerals'],
  Copper: ['Cooper', 'Diversified Metals & Minerals'],
}

/** What an auction needs of a listed company to make it a winner. */
export interface ListedCompany {
  readonly snapshot: Pick<IdxSnapshotRow, 'company_name' | 'sub_industry' | 'market_cap'>
}

/**
 * Mining licence auctions over the eight real provinces, 2023–2026, in the real record's formats. A few are won
 * by listed demo miners (with `company_slug`); cancelled and failed ones stop early and have no winner.
 */
export function generateAuctions(seed: number, idxCompanies: readonly ListedCompany[]): Auction[] {
  const order = rngFor(seed, 'auction-statuses')
  const statuses = order.shuffled(STATUS_COUNTS.flatMap(([status, n]) => Array.from({ length: n }, () => status)))
  // the first auctions visit every province once and every commodity at least once; the rest fall where they may
  const plan = order.shuffled(PROVINCES.map((province) => ({ province, commodity: COVERAGE_PLAN[province.name] })))
  const sequences = new Map<string, number>()
  const nibs = new Set<string>()
  const auctions: Auction[] = []
  for (let k = 0; k < AUCTION_COUNT; k++) {
    const rng = rngFor(seed, 'auction', k)
    const status = statuses[k] ?? 'Lelang Selesai'
    const planned = plan[k]
    const province = planned?.province ?? rng.weighted(PROVINCES.map((p) => [p, p.weight] as const))
    const { regencies, commodity, regionCode } = block(rng, province, planned?.commodity)
    const phases = phaseDates(rng, status)
    // the licence decree usually dates from the year before the auction opens
    const licenceYear = Math.max(2023, Number(at(phases, 0).start_date.slice(0, 4)) - (rng.chance(0.6) ? 1 : 0))
    const sequenceKey = `${regionCode}${COMMODITY_CODES[commodity]}${licenceYear}`
    const sequence = (sequences.get(sequenceKey) ?? 0) + 1
    sequences.set(sequenceKey, sequence)
    const area = areaHa(rng)
    const winnerListed = status === 'Lelang Selesai' && rng.chance(LISTED_WINNER_SHARE)
    const listed = winnerListed ? listedMiner(rng, idxCompanies, commodity) : null
    const { participants, winnerIndex } = participantsFor(rng, { status, regencies, commodity }, nibs, listed)
    const winner = winnerIndex === null ? null : at(participants, winnerIndex)
    const winnerDate = status === 'Lelang Selesai' ? (phases[12]?.start_date ?? null) : null
    // the record is published some weeks after its last phase
    const lastDay = dayNumber(at(phases, phases.length - 1).start_date)
    const created = Math.min(AS_OF_DAY, lastDay + rng.int(7, 40))
    auctions.push({
      commodity_type: commodity,
      city: regencies.map((r) => r.name).join(', '),
      province: province.name,
      company_name: winner?.company_name ?? null,
      winner_date: winnerDate,
      licensed_area_ha: area,
      license_number: licenceNumber(rng, status, licenceYear),
      area_type: rng.chance(commodity === 'Nickel' ? 0.35 : 0.15) ? 'WIUPK' : 'WIUP',
      // the real amounts are whole multiples of 2,500 IDR
      kdi: String(clamp(roundHalfUp((area * rng.range(...KDI_PER_HA)) / 2500) * 2500, ...KDI_IDR)),
      wiup_code: `1${province.island}${regionCode}${COMMODITY_CODES[commodity]}${licenceYear}${String(sequence).padStart(3, '0')}`,
      auction_status: status,
      participant_count: participants.length,
      winner: winner !== null,
      company_slug: winner && listed ? companySlug(listed.name) : null,
      created_at: isoDate(created),
      last_modified: isoDate(Math.min(AS_OF_DAY, created + (rng.chance(0.6) ? 0 : rng.int(1, 30)))),
      phases,
      participants,
    })
  }
  // newest winners first, as the real list sorts by default; auctions without a winner last
  const key = (a: Auction) => `${a.winner_date ?? '0000-00-00'}|${a.wiup_code}`
  return auctions.sort((a, b) => (key(a) < key(b) ? 1 : -1))
}

/** One regency, or now and then a block spanning two that share the commodity (regional code "xx00"). */
function block(
  rng: Rng,
  province: Province,
  wanted?: Auction['commodity_type'],
): { regencies: Regency[]; commodity: Auction['commodity_type']; regionCode: string } {
  const offering = wanted ? province.regencies.filter((r) => r.commodities.includes(wanted)) : province.regencies
  const first = rng.pick(offering.length > 0 ? offering : province.regencies)
  const commodity = wanted && first.commodities.includes(wanted) ? wanted : rng.pick(first.commodities)
  const partner = province.regencies.find((r) => r !== first && r.commodities.includes(commodity))
  if (partner && rng.chance(0.08)) return { regencies: [first, partner], commodity, regionCode: `${province.code}00` }
  return { regencies: [first], commodity, regionCode: first.code }
}

/** Phase start dates, strictly increasing; a cancelled or failed auction stops before a winner is set. */
function phaseDates(rng: Rng, status: AuctionStatus): Auction['phases'] {
  const phaseCount =
    status === 'Lelang Selesai' ? PHASES.length : status === 'Lelang Batal' ? rng.int(2, 8) : rng.int(5, 12)
  // the last phase must end at least two months before the as-of day, so records are created after it
  let day = rng.int(dayNumber('2023-02-01'), AS_OF_DAY - 150)
  return PHASES.slice(0, phaseCount).map((description, i) => {
    if (i > 0) day += Math.max(1, (PHASE_GAPS[i - 1] ?? 2) + rng.int(-1, 3))
    return { order: i + 1, description, start_date: isoDate(day), end_date: null }
  })
}

function areaHa(rng: Rng): number {
  const raw = clamp(Math.exp(rng.normal(Math.log(2500), 1)), ...AREA_HA)
  // most decrees state whole hectares; some a tenth
  return rng.chance(0.7) ? roundHalfUp(raw) : roundHalfUp(raw * 10) / 10
}

function licenceNumber(rng: Rng, status: AuctionStatus, year: number): string {
  const rerun =
    status === 'Lelang Selesai'
      ? rng.weighted([
          ['', 65],
          ['-U', 25],
          ['-U2', 10],
        ] as const)
      : ''
  return `${rng.int(1, 320)}.K/MB.0${rng.int(1, 4)}/MEM${rng.chance(0.85) ? '.B' : ''}/${year}${rerun}`
}

function listedMiner(rng: Rng, companies: readonly ListedCompany[], commodity: Auction['commodity_type']) {
  const fits = companies
    .filter((c) => WINNING_SUB_INDUSTRIES[commodity].includes(c.snapshot.sub_industry ?? ''))
    .sort((a, b) => (b.snapshot.market_cap ?? 0) - (a.snapshot.market_cap ?? 0))
    .slice(0, 3)
  const chosen = fits.length > 0 ? rng.pick(fits) : null
  return chosen ? { name: chosen.snapshot.company_name ?? '' } : null
}

/** 2–32 bidders (mostly a handful); the winner qualifies, others pass about a third of the time. */
function participantsFor(
  rng: Rng,
  auction: { status: AuctionStatus; regencies: readonly Regency[]; commodity: Auction['commodity_type'] },
  nibs: Set<string>,
  listed: { name: string } | null,
): { participants: AuctionParticipant[]; winnerIndex: number | null } {
  const count = rng.weighted([
    [rng.int(2, 8), 86],
    [rng.int(9, 20), 10],
    [rng.int(21, 32), 4],
  ] as const)
  const names = new Set<string>()
  const listedName = listed ? bareName(listed.name) : null
  while (names.size < count) {
    const name = bidderName(rng, auction.regencies, auction.commodity)
    if (name !== listedName) names.add(name)
  }
  const { status } = auction
  const winnerIndex = status === 'Lelang Selesai' ? rng.int(0, count - 1) : null
  const participants = [...names].map((drawn, i): AuctionParticipant => {
    let nib = ''
    while (nib === '' || nibs.has(nib))
      nib = rng.pick(['0', '1', '8', '9']) + String(rng.int(0, 999_999_999_999)).padStart(12, '0')
    nibs.add(nib)
    const isWinner = i === winnerIndex
    const name = isWinner && listedName !== null ? listedName : drawn
    // a failed auction is one where no bidder qualified
    const passes = isWinner || (status !== 'Lelang Gagal/Diulang' && rng.chance(0.35))
    return {
      NIB: nib,
      company_name: name,
      email: `${rng.pick(['info', 'admin', 'legal', 'corsec'])}@${domainLabel(name)}.example`,
      qualification_result: passes ? 'Lolos' : 'Tidak Lolos',
    }
  })
  return { participants, winnerIndex }
}

/** A fictional bidder, title case without legal form ("Sinar Tambang Abadi", "Lahat Batu Bara Sejahtera"). */
function bidderName(rng: Rng, regencies: readonly Regency[], commodity: Auction['commodity_type']): string {
  const lead = rng.chance(0.12) ? rng.pick(regencies).name : rng.pick(LEADING_WORDS)
  const trade = rng.chance(0.5) ? rng.pick(COMMODITY_WORDS[commodity]) : rng.pick(MINING_WORDS)
  return `${lead} ${trade} ${rng.pick(CLOSING_WORDS)}`
}
