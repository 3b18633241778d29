import type { SgxSubSector } from '../../../shared/catalogue'
import type { Rng } from '../core/random'
import { words } from '../core/text'

/** Invented brand stems, fused into names like "Harbourline" or "Coralgate". */
const STEMS = words(`
  Harbour, Strait, Coral, Pearl, Jade, Summit, Crest, Bay, Cape, Lotus, Orchid, Amber, Cedar, Silver, Ever, Blue,
  North, East, Sea, Palm, Teak, Opal, Frost, Kite, Lumen, Tide, Reef, Marble, Willow, Saffron, Indigo, Copper
`)
const ENDINGS = words(
  'line, view, gate, point, field, wood, stone, bridge, ridge, mark, way, side, port, haven, star, lake',
)
/** Standalone brands, used now and then. */
const STANDALONE = words('Meridian, Vantage, Zenith, Horizon, Cardinal, Sterling, Regal, Sovereign, Pinnacle, Keystone')

/** Business words by sub-sector slug, falling back to the sector's. */
const BUSINESS_WORDS: Readonly<Record<string, readonly string[]>> = {
  'basic-materials': words('Materials, Resources, Industries, Chemicals, Metals'),
  'communication-services': words('Media, Communications, Networks, Broadcasting'),
  'consumer-cyclicals': words('Consumer, Retail, Lifestyle, Brands, Leisure'),
  'consumer-defensive': words('Foods, Nutrition, Education, Distribution'),
  'consumer-non-cyclicals': words('Foods, Provisions, Fresh'),
  energy: words('Energy, Offshore, Marine, Petroleum'),
  'financial-services': words('Capital, Investments, Asset Management, Financial'),
  healthcare: words('Healthcare, Medical, Life Sciences, Clinics'),
  industrials: words('Engineering, Industries, Logistics, Marine, Precision, Construction'),
  infrastructures: words('Infrastructure, Networks, Ports'),
  'properties-real-estate': words('Land, Properties, Realty, Estates, Development'),
  technology: words('Technologies, Systems, Semiconductor, Digital, Electronics'),
  utilities: words('Power, Utilities, Energy, Water'),
  'banks-credit-services': words('Bank, Financial Group, Credit'),
  insurance: words('Assurance, Insurance, Life'),
  'hotels-resorts-leisure': words('Hospitality, Hotels, Resorts'),
  'restaurants-food-retail': words('Dining, Food Services, Kitchens'),
  'transportation-logistics': words('Logistics, Shipping, Transport, Marine'),
  'semiconductors-equipment': words('Semiconductor, Microsystems, Precision'),
  'real-estate-development': words('Land, Development, Properties'),
}

const REIT_WORDS: Readonly<Record<string, string>> = {
  'reit-specialty-healthcare': 'Healthcare',
  'reit-diversified': 'Commercial',
  'reit-retail': 'Retail',
  'reit-industrial': 'Industrial',
  'reit-office': 'Office',
}

const LEGAL_FORMS = words('Ltd, Holdings Ltd, Group Ltd, Corporation Ltd, International Ltd, Limited')

/** The characters of a demo SGX code (no I or O, which read as digits). */
const CODE_LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ'
const CODE_DIGITS = '0123456789'

/** Real SGX codes the demo never hands out. */
export const DENIED_SGX_SYMBOLS: ReadonlySet<string> = new Set(
  words(`
    D05, O39, U11, Z74, C6L, C07, C09, C52, BN4, BS6, S68, S63, G13, F34, Y92, V03, U96, S58, H78, J36, C38,
    A17, M44, ME8, N2I, BUO, AJB, E5H, H02, U14, 5E2, AWX, BSL, OYY, CJL, 9CI, T39, S59, U06, AIY
  `),
)

/** Hands out unique fictional SGX names and three-character codes. */
export class SgxNameRegistry {
  private readonly names = new Set<string>()
  private readonly symbols = new Set<string>()
  /** Every code in order, for the fallback below, and how far into it every code is known to be taken. */
  private readonly allCodes = orderedCodes()
  private firstMaybeFree = 0

  companyName(rng: Rng, subSector: SgxSubSector): string {
    for (let attempt = 0; ; attempt++) {
      const brand = rng.chance(0.1) ? rng.pick(STANDALONE) : `${rng.pick(STEMS)}${rng.pick(ENDINGS)}`
      const reit = REIT_WORDS[subSector.slug]
      const business = BUSINESS_WORDS[subSector.slug] ?? BUSINESS_WORDS[subSector.sector.slug] ?? ['Holdings']
      let name = reit
        ? `${brand} ${reit} REIT`
        : subSector.slug === 'banks-credit-services'
          ? `${brand} ${rng.pick(business)} Ltd`
          : `${brand} ${rng.pick(business)} ${rng.pick(LEGAL_FORMS)}`
      // the crowded sub-sectors of a large market need a second stem now and then
      if (attempt > 40) name = `${rng.pick(STEMS)} ${name}`
      if (!this.names.has(name)) {
        this.names.add(name)
        return name
      }
    }
  }

  /** Three upper-case letters or digits, SGX style ("H7Q", "5KD"), unique and never a real code. */
  symbol(rng: Rng, name: string): string {
    const [letters, digits, alnum] = [CODE_LETTERS, CODE_DIGITS, CODE_LETTERS + CODE_DIGITS]
    const initial = name.charAt(0).toUpperCase()
    for (let attempt = 0; attempt < 200; attempt++) {
      const pattern = rng.next()
      const candidate =
        pattern < 0.6
          ? initial + rng.char(digits) + rng.char(alnum)
          : pattern < 0.85
            ? rng.char(digits) + rng.char(letters) + rng.char(alnum)
            : initial + rng.char(letters) + rng.char(letters)
      if (this.claim(candidate)) return candidate
    }
    // a very large market can crowd the patterns: take the first free code in order. Codes are only ever claimed,
    // so the search resumes where the last one stopped instead of rescanning the taken ones.
    for (; this.firstMaybeFree < this.allCodes.length; this.firstMaybeFree++) {
      const code = this.allCodes[this.firstMaybeFree] ?? ''
      if (this.claim(code)) return code
    }
    throw new Error('no free SGX symbol left')
  }

  private claim(candidate: string): boolean {
    if (!/^[A-Z0-9]{3}$/.test(candidate) || this.symbols.has(candidate) || DENIED_SGX_SYMBOLS.has(candidate)) {
      return false
    }
    this.symbols.add(candidate)
    return true
  }
}

/** The three-character codes in the order the fallback hands them out. */
function orderedCodes(): string[] {
  const alnum = CODE_LETTERS + CODE_DIGITS
  const codes: string[] = []
  for (const a of alnum) for (const b of alnum) for (const c of alnum) codes.push(a + b + c)
  return codes
}
