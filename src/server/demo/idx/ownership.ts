import { bareName } from './names'
import type { IdxBlueprint } from './universe'
import type { MajorShareholder } from '../model'
import { personName } from '../core/people'
import { clamp, rngFor, round, roundHalfUp } from '../core/random'
import type { Rng } from '../core/random'

/** Market-wide facts an ownership structure can point at: other demo companies as holders. */
export interface OwnershipContext {
  /** the largest listed member of each business group, by brand: it holds its smaller siblings */
  readonly flagshipOf: ReadonlyMap<string, IdxBlueprint>
  /** state-owned parents ("Persero"), by sector slug */
  readonly stateParents: ReadonlyMap<string, readonly IdxBlueprint[]>
  /** listed holding and investment companies, which take stakes across the market */
  readonly investors: readonly IdxBlueprint[]
}

export function ownershipContext(companies: readonly IdxBlueprint[]): OwnershipContext {
  const flagshipOf = new Map<string, IdxBlueprint>()
  const stateParents = new Map<string, IdxBlueprint[]>()
  const bySize = [...companies].sort((a, b) => b.marketCapTarget - a.marketCapTarget)
  for (const company of bySize) {
    if (company.group && !flagshipOf.has(company.group.brand)) flagshipOf.set(company.group.brand, company)
    if (company.persero) {
      const sector = company.subIndustry.industry.subSector.sector.slug
      stateParents.set(sector, [...(stateParents.get(sector) ?? []), company])
    }
  }
  const investors = bySize.filter((c) => c.subIndustry.industry.subSector.slug === 'holding-investment-companies')
  return { flagshipOf, stateParents, investors: investors.slice(0, 8) }
}

/** Holders of 5 % or more are listed by name; smaller holdings are part of "Public". */
const DISCLOSURE_THRESHOLD = 0.05

/**
 * The major shareholders, largest first. The "Public" row is the free float; the percentages (5-decimal
 * strings, as the real service writes them) never sum above 1, the remainder being treasury shares.
 */
export function majorShareholders(
  seed: number,
  company: IdxBlueprint,
  shares: number,
  close: number,
  context: OwnershipContext,
): MajorShareholder[] {
  const rng = rngFor(seed, 'idx-shareholders', company.key)
  const floatCentre = company.stateOwned ? 0.3 : company.board === 'Main' ? 0.36 : 0.3
  const freeFloat = round(clamp(rng.normal(floatCentre, 0.13), 0.07, 0.85), 5)
  const treasury = rng.chance(0.2) ? rng.range(0.001, 0.02) : 0
  const remainder = 1 - freeFloat - treasury
  const holders = controllingHolders(rng, company, context)
  const count = Math.max(1, Math.min(holders.length, Math.floor(remainder / DISCLOSURE_THRESHOLD)))
  const weights = Array.from({ length: count }, (_, i) => (i === 0 ? rng.range(3, 8) : rng.range(0.6, 1.5)))
  const total = weights.reduce((s, w) => s + w, 0)
  const row = (name: string, symbol: string | null, share: number): MajorShareholder => {
    // rounded down to 5 decimals so the listed shares can never sum above 100 %
    const percentage = Math.floor(share * 1e5) / 1e5
    const amount = roundHalfUp(shares * percentage)
    return { name, symbol, share_value: amount * close, share_amount: amount, share_percentage: String(percentage) }
  }
  const stakes = holders
    .slice(0, count)
    .map((holder, i) => ({ holder, stake: (remainder * (weights[i] ?? 0)) / total }))
  // a stake under the disclosure threshold is folded into the controlling holder's
  const [controlling, ...others] = stakes
  const disclosed = others.filter((s) => s.stake >= DISCLOSURE_THRESHOLD)
  const folded = others.reduce((sum, s) => sum + (s.stake >= DISCLOSURE_THRESHOLD ? 0 : s.stake), 0)
  const rows = controlling
    ? [{ ...controlling, stake: controlling.stake + folded }, ...disclosed].map((s) =>
        row(s.holder.name, s.holder.symbol, s.stake),
      )
    : []
  rows.push(row('Public', null, freeFloat))
  return rows.sort((a, b) => Number(b.share_percentage) - Number(a.share_percentage))
}

interface Holder {
  readonly name: string
  readonly symbol: string | null
}

/** Who controls the company: the state, a parent, a group's flagship, or private owners. */
function controllingHolders(rng: Rng, company: IdxBlueprint, context: OwnershipContext): Holder[] {
  const listed = (c: IdxBlueprint): Holder => ({ name: c.name, symbol: c.symbol })
  const holders: Holder[] = []
  if (company.persero) {
    holders.push({ name: 'Negara Republik Indonesia', symbol: null })
  } else if (company.stateOwned) {
    const parents = context.stateParents.get(company.subIndustry.industry.subSector.sector.slug) ?? []
    const parent = parents.find((p) => p !== company)
    holders.push(parent ? listed(parent) : { name: 'PT Investasi Aset Nusantara (Persero)', symbol: null })
  } else if (company.group) {
    const flagship = context.flagshipOf.get(company.group.brand)
    holders.push(
      flagship && flagship !== company
        ? listed(flagship)
        : { name: `PT ${company.group.brand} Inti Investama`, symbol: null },
    )
  } else {
    const stem = bareName(company.name).split(' ')[0] ?? 'Nusa'
    holders.push(
      rng.weighted<Holder>([
        [{ name: `PT ${stem} Investama Utama`, symbol: null }, 5],
        [{ name: `${stem} Holdings Pte. Ltd.`, symbol: null }, 2],
        [{ name: personName(rng), symbol: null }, 2],
      ]),
    )
  }
  const investor = context.investors.length > 0 && rng.chance(0.06) ? rng.pick(context.investors) : null
  if (investor && investor !== company) holders.push(listed(investor))
  holders.push({ name: personName(rng), symbol: null })
  if (rng.chance(0.4))
    holders.push({ name: `PT ${personName(rng).split(' ')[0] ?? 'Mitra'} Kapital Sejahtera`, symbol: null })
  return holders
}
