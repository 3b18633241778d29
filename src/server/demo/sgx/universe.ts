import { sgxSubSectors } from '../../../shared/catalogue'
import type { SgxSubSector } from '../../../shared/catalogue'
import { AS_OF_DAY, dayNumber, isoDate, tradingDayBetween } from '../core/calendar'
import { SGX_LARGEST_MARKET_CAP, SGX_MARKET_CAP_QUANTILES } from '../core/calibration'
import { rngFor, roundHalfUp, stratifiedDescending } from '../core/random'
import { SgxNameRegistry } from './names'

/**
 * SGX companies per sub-sector at scale 1 (600 in all): many REITs, property and industrial names, about ten
 * banks and credit firms, as on the real exchange. Our own estimate; the calibration gives only the total.
 */
const SGX_COUNTS: Readonly<Record<string, number>> = {
  'building-materials': 10,
  chemicals: 10,
  'paper-forest-products': 4,
  'metals-mining': 12,
  'media-entertainment': 10,
  'telecom-services': 5,
  retail: 14,
  automotive: 6,
  'furnishings-fixtures-appliances': 6,
  'luxury-goods': 5,
  'restaurants-food-retail': 14,
  'hotels-resorts-leisure': 14,
  'packaging-containers': 7,
  'personal-services': 6,
  'apparel-accessories': 7,
  'food-beverage-production': 24,
  'education-training-services': 6,
  'food-distribution': 8,
  'food-beverage-retail-production': 6,
  'oil-gas-operations-services': 18,
  'oil-gas-coal': 8,
  'asset-management-investment': 18,
  'banks-credit-services': 10,
  insurance: 5,
  'financial-data-shell-companies': 6,
  'healthcare-facilities-services': 16,
  'medical-devices-supplies': 10,
  'pharmaceuticals-research': 8,
  'business-employment-services': 10,
  'engineering-construction-building-products': 40,
  'aerospace-defense': 4,
  'conglomerates-holdings': 12,
  'industrial-machinery-parts': 22,
  'transportation-logistics': 28,
  'industrial-distribution': 14,
  'rental-leasing-security-services': 8,
  'waste-management-pollution-control': 6,
  telecommunication: 3,
  'heavy-construction-transport-infrastructure': 6,
  'real-estate-development': 40,
  'real-estate-diversified': 10,
  'real-estate-services': 8,
  'other-real-estate-operations': 8,
  'reit-specialty-healthcare': 3,
  'reit-diversified': 10,
  'reit-retail': 8,
  'reit-industrial': 12,
  'reit-office': 7,
  'communication-instruments': 4,
  'semiconductors-equipment': 14,
  'software-it-services': 16,
  'hardware-electronics': 18,
  'utilities-regulated': 5,
  'utilities-independent-diversified': 6,
  'utilities-renewable': 5,
}

/** Sub-sectors that skew large (banks most of all) or small (shells). */
const SIZE_TILT: Readonly<Record<string, number>> = {
  'banks-credit-services': 2.2,
  'telecom-services': 0.9,
  telecommunication: 0.8,
  'conglomerates-holdings': 0.6,
  'reit-industrial': 0.6,
  'reit-retail': 0.5,
  'reit-diversified': 0.5,
  'reit-office': 0.4,
  'utilities-regulated': 0.4,
  'real-estate-diversified': 0.4,
  'financial-data-shell-companies': -1,
}

/** Financial statements beyond revenue and earnings are carried for this many of the largest companies. */
export const SGX_BIG_CAPS = 22

export interface SgxBlueprint {
  readonly key: string
  readonly subSector: SgxSubSector
  readonly quality: number
  readonly listingDate: string
  readonly isBank: boolean
  readonly isReit: boolean
  marketCapTarget: number
  /** among the largest by quoted market cap: set once prices are known */
  bigCap: boolean
  name: string
  symbol: string
}

/** What an SGX company's price path depends on: the daily endpoint redraws the path from these (prices/daily-recipe.ts). */
export type SgxPathInputs = Pick<SgxBlueprint, 'key' | 'marketCapTarget' | 'listingDate' | 'quality'>

/**
 * SGX codes are three letters or digits: 39,304 of them in our alphabet, fewer once the real codes are denied. The
 * SGX side grows with the scale up to this factor (30,000 companies) and stays there, leaving the codes room.
 */
export const SGX_MAX_SCALE = 50

/** The SGX universe at `scale`: counts, market caps by size order (the largest a bank), names and codes. */
export function buildSgxUniverse(seed: number, scale: number): SgxBlueprint[] {
  const drafted: { blueprint: SgxBlueprint; size: number }[] = []
  const factor = Math.min(scale, SGX_MAX_SCALE)
  for (const subSector of sgxSubSectors) {
    const count = Math.max(1, roundHalfUp((SGX_COUNTS[subSector.slug] ?? 1) * factor))
    for (let i = 0; i < count; i++) {
      const key = `${subSector.slug}/${i}`
      const rng = rngFor(seed, 'sgx-blueprint', key)
      const quality = rng.normal()
      // most listings are old; about one in six came after 2017
      const drawn = rng.chance(0.83)
        ? rng.int(dayNumber('1975-01-02'), dayNumber('2017-12-28'))
        : rng.int(dayNumber('2018-01-02'), AS_OF_DAY - 30)
      const listingDay = tradingDayBetween(drawn, drawn - 3, AS_OF_DAY - 30)
      drafted.push({
        size: rng.normal() + (SIZE_TILT[subSector.slug] ?? 0) + 0.25 * quality,
        blueprint: {
          key,
          subSector,
          quality,
          listingDate: isoDate(listingDay),
          isBank: subSector.slug === 'banks-credit-services',
          isReit: subSector.sector.slug === 'reit',
          marketCapTarget: 0,
          bigCap: false,
          name: '',
          symbol: '',
        },
      })
    }
  }
  drafted.sort((a, b) => b.size - a.size || (a.blueprint.key < b.blueprint.key ? -1 : 1))
  // the largest SGX company is a bank
  const topBank = drafted.findIndex((d) => d.blueprint.isBank)
  if (topBank > 0) drafted.unshift(...drafted.splice(topBank, 1))
  const values = stratifiedDescending(drafted.length, SGX_MARKET_CAP_QUANTILES, rngFor(seed, 'sgx-cap-strata'), true)
  values[0] = SGX_LARGEST_MARKET_CAP
  const registry = new SgxNameRegistry()
  const companies = drafted.map(({ blueprint }, i) => {
    blueprint.marketCapTarget = values[i] ?? 0
    return blueprint
  })
  for (const company of [...companies].sort((a, b) => (a.key < b.key ? -1 : 1))) {
    const rng = rngFor(seed, 'sgx-name', company.key)
    company.name = registry.companyName(rng, company.subSector)
    company.symbol = registry.symbol(rng, company.name)
  }
  return companies.sort((a, b) => (a.symbol < b.symbol ? -1 : 1))
}
