import { AS_OF_DAY, isoDate, monthEndsBefore, timestampOn, DEMO_AS_OF } from '../core/calendar'
import { bareName } from './names'
import type { IdxBlueprint } from './universe'
import type { AnalystRatings, Executive, ExecutiveShareholding, IdxCompany, TopTransactions } from '../model'
import { executivePositions, familyMember, institutionName, personName } from '../core/people'
import { at, rngFor, round, roundHalfUp } from '../core/random'
import type { Rng } from '../core/random'
import { domainLabel } from '../core/text'

/** Cities issuers are based in: name, telephone area code, postcode prefix, relative weight (mostly Jakarta). */
const CITIES: readonly (readonly [string, string, string, number])[] = [
  ['Jakarta Selatan', '021', '12', 30],
  ['Jakarta Pusat', '021', '10', 20],
  ['Jakarta Utara', '021', '14', 8],
  ['Jakarta Barat', '021', '11', 8],
  ['Tangerang', '021', '15', 6],
  ['Bekasi', '021', '17', 3],
  ['Surabaya', '031', '60', 8],
  ['Bandung', '022', '40', 4],
  ['Medan', '061', '20', 4],
  ['Semarang', '024', '50', 3],
  ['Makassar', '0411', '90', 2],
  ['Balikpapan', '0542', '76', 2],
  ['Palembang', '0711', '30', 1],
  ['Denpasar', '0361', '80', 1],
]
const STREETS = ['Melati', 'Kenanga', 'Cempaka', 'Flamboyan', 'Anggrek', 'Cendana', 'Kamboja', 'Teratai', 'Bougenville']

/** The contact block: a fictional address, and web, mail and phone on reserved (RFC 2606) names. */
export function contactOf(seed: number, company: IdxBlueprint): IdxCompany['contact'] {
  const rng = rngFor(seed, 'idx-contact', company.key)
  const [city, areaCode, postal] = rng.weighted(CITIES.map((c) => [c, c[3]] as const))
  const label = domainLabel(bareName(company.name))
  const tower = rng.chance(0.6)
    ? `${rng.pick(['Gedung', 'Menara', 'Wisma'])} ${bareName(company.name).split(' ')[0] ?? ''} Lt. ${rng.int(2, 32)}, `
    : ''
  return {
    address: `${tower}Jl. ${rng.pick(STREETS)} Raya No. ${rng.int(1, 180)}, ${city} ${postal}${rng.int(100, 999)}`,
    website: `www.${label}.example`,
    phone: `${areaCode}-5550${String(rng.int(0, 9999)).padStart(4, '0')}`,
    email: `${rng.pick(['ir', 'corsec', 'investor.relations', 'info'])}@${label}.example`,
  }
}

/** Directors and commissioners (4–8); about half of companies also disclose what they hold. */
export function management(
  seed: number,
  company: IdxBlueprint,
  shares: number,
): { keyExecutives: Executive[]; executivesShareholdings: ExecutiveShareholding[] | null } {
  const rng = rngFor(seed, 'idx-management', company.key)
  const positions = executivePositions(rng, company.stateOwned, rng.int(4, 8))
  const names = new Set<string>()
  const keyExecutives = positions.map((position, i) => {
    let name = i === 2 && company.group ? familyMember(rng, company.group.family) : personName(rng)
    while (names.has(name)) name = personName(rng)
    names.add(name)
    return { name, position }
  })
  if (rng.chance(0.5)) return { keyExecutives, executivesShareholdings: null }
  const holders = rng.shuffled(keyExecutives).slice(0, rng.int(1, 3))
  const executivesShareholdings = holders.map((executive) => {
    const shareAmount = Math.max(1000, roundHalfUp(shares * rng.range(1e-6, 4e-3)))
    return { ...executive, share_amount: shareAmount, share_percentage: round(shareAmount / shares, 5) }
  })
  return { keyExecutives, executivesShareholdings }
}

/** Month ends behind the institutional flow: the 15 months up to the last one before the as-of day. */
export const FLOW_MONTHS: readonly string[] = monthEndsBefore(DEMO_AS_OF, 15)

/**
 * Institutional activity: the month's biggest buyers and sellers and 15 monthly net flows (IDR) for companies
 * institutions trade; none for the rest.
 */
export function institutionalActivity(
  seed: number,
  company: IdxBlueprint,
  shares: number,
  marketCap: number,
  traded: boolean,
): { topTransactions: TopTransactions | null; institutionalFlow: { date: string; net_transaction: number }[] } {
  if (!traded) return { topTransactions: null, institutionalFlow: [] }
  const rng = rngFor(seed, 'idx-institutions', company.key)
  const side = (sign: 1 | -1) => {
    const names = new Set<string>()
    while (names.size < 3) names.add(institutionName(rng))
    return [...names]
      .map((name) => ({ name, changeAmount: sign * Math.max(100, roundHalfUp(shares * rng.range(1e-5, 2e-3))) }))
      .sort((a, b) => Math.abs(b.changeAmount) - Math.abs(a.changeAmount))
  }
  const drift = rng.normal(0, 0.0015)
  return {
    topTransactions: { date: at(FLOW_MONTHS, FLOW_MONTHS.length - 1), top_buyers: side(1), top_sellers: side(-1) },
    institutionalFlow: FLOW_MONTHS.map((date) => ({
      date,
      net_transaction: roundHalfUp(marketCap * (drift + rng.normal(0, 0.003))),
    })),
  }
}

/** Prominent individual investors: the group's family for group members, else now and then a private name. */
export function whaleInvestors(seed: number, company: IdxBlueprint): string[] {
  const rng = rngFor(seed, 'idx-whales', company.key)
  if (company.group) return [familyMember(rng, company.group.family)]
  return rng.chance(0.12) ? [personName(rng)] : []
}

/** Analyst ratings for a covered company: more analysts for bigger names, sentiment leaning on quality. */
export function analystRatings(seed: number, company: IdxBlueprint, coverageRank: number): AnalystRatings {
  const rng = rngFor(seed, 'idx-analysts', company.key)
  const n = Math.max(1, Math.min(30, roundHalfUp(28 * Math.exp(-coverageRank / 60) + rng.normal(2, 2))))
  const mood = company.quality * 0.6 + rng.normal(0, 0.6)
  const weights = [Math.exp(mood), Math.exp(mood / 2) * 1.5, 1.2, Math.exp(-mood / 2) * 0.4, Math.exp(-mood) * 0.15]
  const counts = [0, 0, 0, 0, 0]
  for (let k = 0; k < n; k++) {
    const bucket = rng.weighted(weights.map((w, i) => [i, w] as const))
    counts[bucket] = at(counts, bucket) + 1
  }
  const [strongBuy, buy, hold, sell, strongSell] = counts
  return {
    strong_buy: strongBuy ?? 0,
    buy: buy ?? 0,
    hold: hold ?? 0,
    sell: sell ?? 0,
    strong_sell: strongSell ?? 0,
    n_analyst: n,
    updated_on: timestampOn(rng, isoDate(AS_OF_DAY - rng.int(1, 60))),
  }
}

/** An ESG risk score (lower is better) for about 60 % of companies, the larger ones first. */
export function esgScore(rng: Rng, sizeRankShare: number, sectorRisk: number): number | null {
  if (rng.next() > 0.98 - 0.75 * sizeRankShare) return null
  const logistic = 1 / (1 + Math.exp(-(rng.normal(0, 1.1) + sectorRisk)))
  return round(15 + 30 * logistic, 2)
}
