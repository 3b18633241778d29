import type { Market } from '../../../shared/catalogue'
import { INDONESIAN_CLASSES } from './indonesian-classes'
import { INDONESIAN_LABEL_WORDS } from './indonesian-label-words'
import type { ClassNodes } from './indonesian-classes'
import { findTarget } from './taxonomy'
import type { ClassLevel, ClassTarget } from './taxonomy'
import { TRADE_CLASSES } from './trade-classes'

/**
 * How people name industries, beyond the display names and slugs that `namePhrases` already knows. Each row
 * lists the phrases and the nodes they mean on each market, as `level:Display name` (checked when the module
 * loads). An empty list means the market has no such class: the phrase is then understood but refused, unless
 * the market's own taxonomy uses the phrase as a name. Several nodes are a union: "miners" are metal and coal
 * miners alike.
 */
/** A class both markets have under the same nodes, written once. */
const onBoth = (...nodes: string[]): ClassNodes => [nodes, nodes]

/**
 * A kind of S-REIT names its node however the REIT is said, before or after the kind: "retail S-REITs", "S-REIT
 * retail", "retail REITs" are one class, SGX's REIT Retail, never retail and REITs as two.
 */
function reitKind(kinds: string, node: string): readonly [string, ...ClassNodes] {
  const reits = ['reit', 'reits', 's reit', 's reits', 'sreit', 'sreits']
  const phrases = kinds.split('|').flatMap((kind) => reits.flatMap((reit) => [`${kind} ${reit}`, `${reit} ${kind}`]))
  return [phrases.join('|'), [], [`sub_sector:${node}`]]
}

const SYNONYMS: readonly (readonly [phrases: string, ...nodes: ClassNodes])[] = [
  ['bank|banks|banking|lender|lenders', ['sub_sector:Banks'], ['sub_sector:Banks & Credit Services']],
  ['tech|tech sector|technology companies', ...onBoth('sector:Technology')],
  [
    'property|properties|real estate|developers|property developers|realty',
    ...onBoth('sector:Properties & Real Estate'),
  ],
  // the companies of SGX's Real Estate Development sub-sector, whose own label they name; IDX has no such node
  // (its Real Estate Development & Management is a sub-industry of more), so there they stay the property sector
  ['real estate developers', ['sector:Properties & Real Estate'], ['sub_sector:Real Estate Development']],
  ['coal|coal miners|coal mining', ['industry:Coal'], []],
  ['miner|miners|mining', ['industry:Metals & Minerals', 'industry:Coal'], ['sub_sector:Metals & Mining']],
  ['metal|metals|metals and mining', ['industry:Metals & Minerals'], ['sub_sector:Metals & Mining']],
  ['nickel|nickel miners|nickel mining|nickel producers', ['sub_industry:Diversified Metals & Minerals'], []],
  ['gold|gold miners|gold mining|gold producers', ['sub_industry:Gold'], []],
  ['copper|copper miners|copper mining', ['sub_industry:Cooper'], []],
  ['steel|iron|steelmakers|steel makers', ['sub_industry:Iron & Steel'], []],
  ['aluminium', ['sub_industry:Aluminum'], []],
  [
    'cement|cement makers|cement producers|building materials',
    ['industry:Construction Materials'],
    ['sub_sector:Building Materials'],
  ],
  ['poultry|chicken|meat|fish|fishery|fisheries|feed mills', ['sub_industry:Fish, Meat, & Poultry'], []],
  // fertiliser makers are the agricultural chemicals sub-industry, as "pupuk" is: the taxonomy has no node of their own
  ['fertiliser|fertilizer|fertilisers|fertilizers', ['sub_industry:Agricultural Chemicals'], []],
  ['agri products|agricultural commodities', ['industry:Agricultural Products'], []],
  ['plantation|plantations|palm oil|cpo|crops|agribusiness', ['sub_industry:Plantations & Crops'], []],
  ['toll road|toll roads|toll road operators|tolls|highways', ['sub_industry:Highways & Railtracks'], []],
  ['airline|airlines|air carriers', ['industry:Airlines'], []],
  [
    'shipping|shipping companies|shipping lines|shipowners',
    ['industry:Passenger Marine Transportation', 'sub_industry:Marine Ports & Services'],
    ['sub_sector:Transportation & Logistics'],
  ],
  ['utility|utilities', ['sub_sector:Utilities'], ['sector:Utilities']],
  ['power|electricity|power producers|electric utilities', ['industry:Electric Utilities'], ['sector:Utilities']],
  [
    'reit|reits|real estate investment trust|real estate investment trusts|s reit|s reits|sreit|sreits',
    [],
    ['sector:REIT'],
  ],
  reitKind('office', 'REIT Office'),
  reitKind('retail', 'REIT Retail'),
  reitKind('industrial|logistics', 'REIT Industrial'),
  reitKind('healthcare', 'REIT Specialty Healthcare'),
  reitKind('diversified', 'REIT Diversified'),
  [
    'consumer staples|staples|consumer non cyclical|non cyclical|non cyclicals|defensives',
    ['sector:Consumer Non-Cyclicals'],
    ['sector:Consumer Defensive', 'sector:Consumer Non-Cyclicals'],
  ],
  ['consumer defensive', ['sector:Consumer Non-Cyclicals'], []],
  ['consumer discretionary|discretionary|consumer cyclical|cyclicals', ...onBoth('sector:Consumer Cyclicals')],
  ['financial|finance|financial services|financial companies', ['sector:Financials'], ['sector:Financial Services']],
  ['financials', [], ['sector:Financial Services']],
  [
    'oil|oil and gas|oil companies|oil and gas companies',
    ['industry:Oil & Gas'],
    ['sub_sector:Oil & Gas Operations & Services'],
  ],
  // the producers are the Production & Refinery label's companies, never the whole industry with its distributors
  [
    'oil producers|oil gas producers',
    ['sub_industry:Oil & Gas Production & Refinery'],
    ['sub_sector:Oil & Gas Operations & Services'],
  ],
  ['materials', ...onBoth('sector:Basic Materials')],
  ['industrial', ...onBoth('sector:Industrials')],
  ['infrastructure|infra', ...onBoth('sector:Infrastructures')],
  [
    'heavy construction|heavy constructions|civil engineering|heavy civil construction',
    ['sub_sector:Heavy Constructions & Civil Engineering'],
    [],
  ],
  [
    'construction|contractors|construction companies|builders',
    ['sub_sector:Heavy Constructions & Civil Engineering'],
    ['sub_sector:Engineering, Construction & Building Products'],
  ],
  [
    'pharma|pharmaceutical|pharmaceuticals|drugmakers|drug makers',
    ['industry:Pharmaceuticals'],
    ['sub_sector:Pharmaceuticals & Research'],
  ],
  [
    'hospital|hospitals|hospital operators|clinics|healthcare providers',
    ['industry:Healthcare Providers'],
    ['sub_sector:Healthcare Facilities & Services'],
  ],
  ['health|health care', ...onBoth('sector:Healthcare')],
  [
    'telco|telcos|telecom|telecoms|telecom operators',
    ['sub_sector:Telecommunication'],
    ['sub_sector:Telecom Services', 'sub_sector:Telecommunication'],
  ],
  // SGX's Telecommunication sub-sector has that label of its own; Telecom Services is another node beside it
  ['telecommunication|telecommunications', ...onBoth('sub_sector:Telecommunication')],
  ['insurer|insurers|insurance|insurance companies', ...onBoth('sub_sector:Insurance')],
  ['life insurer|life insurers|life insurance companies', ['sub_industry:Life Insurance'], []],
  ['general insurer|general insurers|general insurance companies', ['sub_industry:General Insurance'], []],
  ['reinsurer|reinsurers', ['sub_industry:Reinsurance'], []],
  ['retailer|retailers|retail', ['sub_sector:Retailing'], ['sub_sector:Retail']],
  ['auto|autos|automotive|cars', ['sub_sector:Automobiles & Components'], ['sub_sector:Automotive']],
  // "Otomotif" is the Automobiles industry's own Indonesian label, narrower than "Otomotif & Komponen Otomotif".
  // Automakers make cars and motorcycles (the Automobiles industry), never the parts and tyres beside them in the
  // sub-sector that "auto" alone names: the phrase is listed whole so "auto" + "makers" never widens it
  [
    'automobiles|automakers|auto makers|auto manufacturers|automobile makers|automobile manufacturers|vehicle makers|vehicle manufacturers',
    ['industry:Automobiles'],
    ['sub_sector:Automotive'],
  ],
  ['carmakers|car makers', ['sub_industry:Car Manufacturers'], ['sub_sector:Automotive']],
  [
    'food|food and beverage|f&b|fnb|food producers',
    ['sub_sector:Food & Beverage'],
    ['sub_sector:Food & Beverage Production', 'sub_sector:Food & Beverage Retail & Production'],
  ],
  // "F&B producers" are Food & Beverage Production's on SGX, as "food & beverage producers" are
  ['f&b producers|fnb producers', ['sub_sector:Food & Beverage'], ['sub_sector:Food & Beverage Production']],
  ['beverage|drinks|drink makers', ['industry:Beverages'], []],
  // a hotel is named by the hotels sub-industry's own label, never widened to the tourism industry above it
  ['hotel|hotels|resorts', ['sub_industry:Hotels, Resorts & Cruise Lines'], ['sub_sector:Hotels, Resorts & Leisure']],
  ['hospitality|tourism', ['industry:Tourism & Recreation'], ['sub_sector:Hotels, Resorts & Leisure']],
  ['restaurant|restaurants', ['sub_industry:Restaurants'], ['sub_sector:Restaurants & Food Retail']],
  ['education|schools', ['sub_industry:Education Services'], ['sub_sector:Education & Training Services']],
  [
    'conglomerate|conglomerates|holding companies|holdings',
    ['sub_sector:Multi-sector Holdings'],
    ['sub_sector:Conglomerates & Holdings'],
  ],
  [
    'broker|brokers|brokerage|brokerages|securities firms',
    ['sub_industry:Investment Banking & Brokerage Services'],
    [],
  ],
  ['multifinance|consumer finance|leasing companies', ['industry:Consumer Financing'], []],
  ['financing|financing firms|financiers', ['sub_sector:Financing Service'], []],
  ['financial data|data keuangan', [], ['sub_sector:Financial Data & Shell Companies']],
  ['ports|port operators', ['sub_industry:Marine Ports & Services'], []],
  ['passenger shipping|ferries|ferry operators', ['industry:Passenger Marine Transportation'], []],
  ['airports|airport operators', ['sub_industry:Airport Operators'], []],
  [
    'semiconductor|semiconductors|chipmakers|chips',
    ['sub_industry:Electronic Components & Semiconductors'],
    ['sub_sector:Semiconductors & Equipment'],
  ],
  [
    'medical devices|medical equipment|medical supplies',
    ['industry:Healthcare Equipment & Supplies'],
    ['sub_sector:Medical Devices & Supplies'],
  ],
  [
    'asset managers|asset management|fund managers',
    ['sub_industry:Investment Management'],
    ['sub_sector:Asset Management & Investment'],
  ],
  [
    'renewables|renewable energy|green energy|clean energy',
    ['sub_sector:Alternative Energy'],
    ['sub_sector:Utilities Renewable'],
  ],
  ['transportation and logistics', ['sector:Transportation & Logistic'], ['sub_sector:Transportation & Logistics']],
  // each half of the sector's name is a sub-sector's own label on IDX
  ['transport', ['sub_sector:Transportation'], ['sub_sector:Transportation & Logistics']],
  ['logistics', ['sub_sector:Logistics & Deliveries'], ['sub_sector:Transportation & Logistics']],
  ['media', ['industry:Media'], ['sub_sector:Media & Entertainment']],
  ['broadcaster|broadcasters|tv stations|television|tv networks', ['sub_industry:Broadcasting'], []],
  ['papermakers|paper mills', ['sub_industry:Paper'], []],
  ['chemical|chemical makers', ['industry:Chemicals'], ['sub_sector:Chemicals']],
  ['pulp|pulp and paper|forestry', ['industry:Forestry & Paper'], ['sub_sector:Paper & Forest Products']],
  ['software', ['industry:Software'], ['sub_sector:Software & IT Services']],
  // the IT services label's parts: SGX has only software and IT services together, wider than consulting
  ['it consulting|it consultants|it consultancies|it consultancy', ['industry:IT Services & Consulting'], []],
  ['textile mills', ['sub_industry:Textiles'], []],
  ['apparel', ['sub_sector:Apparel & Luxury Goods'], ['sub_sector:Apparel & Accessories']],
  // garments are clothing (batch 12's rule), never the whole apparel sub-sector with its footwear and textiles
  ['clothing|garment|garments', ['sub_industry:Clothing, Accessories & Bags'], ['sub_sector:Apparel & Accessories']],
  ['shoe|shoes|shoemakers', ['sub_industry:Footwear'], []],
  ['packaging', ['industry:Containers & Packaging'], ['sub_sector:Packaging & Containers']],
  ['aerospace|defense|defence', ['industry:Aerospace & Defense'], ['sub_sector:Aerospace & Defense']],
  ['tobacco|cigarette|cigarettes|cigarette makers', ['sub_sector:Tobacco'], []],
  ['dairy|dairy companies|dairy producers', ['sub_industry:Dairy Products'], []],
  [
    'supermarket|supermarkets|supermarket chains|minimarket|minimarkets|minimarket chains|convenience stores|' +
      'convenience store chains|grocers|grocery chains|grocery stores',
    ['sub_industry:Supermarkets & Convenience Store'],
    [],
  ],
  ['personal care|personal care companies', ['industry:Personal Care Products'], []],
  [
    'wireless|wireless telcos|wireless telecoms|wireless carriers',
    ['industry:Wireless Telecommunication Services'],
    [],
  ],
  ['internet|e commerce|ecommerce|online retail', ['industry:Internet & Homeshop Retail'], []],
  ...TRADE_CLASSES,
]

/**
 * The nouns for the companies of a class, said after it in English ("steel producers", "paper makers", "textile
 * manufacturers", "software cos", "coal players") or before it in Indonesian ("produsen baja"): they belong to the class
 * and add nothing. "distributors" is none of them: "food distributors" is a class of its own, never Food & Beverage. Only next
 * to a class: alone ("producers with ROE above 15%") they name no class and stay unknown.
 */
export const AGENT_NOUNS_AFTER: ReadonlySet<string> = new Set(
  (
    'producer|producers|maker|makers|manufacturer|manufacturers|operator|operators|provider|providers|firm|firms|cos|players|' +
    'grower|growers|planter|planters|farmer|farmers|miner|miners|chain|chains'
  ).split('|'),
)
export const AGENT_NOUNS_BEFORE: ReadonlySet<string> = new Set(
  'produsen|pembuat|pabrikan|pabrik|operator|pengelola|penambang'.split('|'),
)

/** What a plain "Companies in X" would read awkwardly for: the message names these classes with a noun. */
export const CLASS_NOUNS: Readonly<Record<string, string>> = {
  'sub_sector:banks': 'Banks',
  'sub_sector:banks-credit-services': 'Banks',
  'sub_sector:insurance': 'Insurers',
  'sub_sector:retailing': 'Retailers',
  'sub_sector:retail': 'Retailers',
  'sector:reit': 'REITs',
  'industry:airlines': 'Airlines',
  'industry:coal': 'Coal companies',
  'sub_industry:gold': 'Gold miners',
  'industry:healthcare-providers': 'Healthcare providers',
  'sub_sector:telecommunication': 'Telecom companies',
}

export interface ClassSynonym {
  readonly phrase: string
  /** empty when the market has no such class */
  readonly targets: readonly ClassTarget[]
}

/** Every English phrase → the nodes of its row, for the Indonesian rows that mean the same class. */
const ENGLISH_NODES = new Map(
  SYNONYMS.flatMap(([phrases, idx, sgx]) => phrases.split('|').map((phrase) => [phrase, [idx, sgx] as const] as const)),
)

function nodesOf(sameAs: string | ClassNodes): ClassNodes {
  if (typeof sameAs !== 'string') return sameAs
  const nodes = ENGLISH_NODES.get(sameAs)
  if (nodes === undefined) throw new Error(`no English class synonym '${sameAs}'`)
  return nodes
}

/** The synonym table of one market, English rows then Indonesian ones, resolved to its taxonomy nodes. */
export function classSynonyms(market: Market): ClassSynonym[] {
  const indonesian = [...INDONESIAN_CLASSES, ...INDONESIAN_LABEL_WORDS].map(
    ([phrases, sameAs]) => [phrases, ...nodesOf(sameAs)] as const,
  )
  return [...SYNONYMS, ...indonesian].flatMap(([phrases, idx, sgx]) => {
    const refs = market === 'idx' ? idx : sgx
    const targets = refs.map((ref) => resolveReference(market, ref))
    return phrases.split('|').map((phrase) => ({ phrase, targets }))
  })
}

const LEVELS: readonly ClassLevel[] = ['sector', 'sub_sector', 'industry', 'sub_industry']

/** `sub_sector:Banks` → the node; a typo in the table throws when the module loads. */
function resolveReference(market: Market, reference: string): ClassTarget {
  const colon = reference.indexOf(':')
  const level = LEVELS.find((candidate) => candidate === reference.slice(0, colon))
  if (level === undefined) throw new Error(`bad class reference '${reference}'`)
  return findTarget(market, level, reference.slice(colon + 1))
}
