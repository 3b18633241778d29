import { idxTaxonomy, sgxSubSectors } from '../../../shared/catalogue'
import type { Market } from '../../../shared/catalogue'
import indonesianLabels from '../../../shared/catalogue/messages/id.json'
import { phraseTokens } from '../tokens/tokenize'
import { companyNouns, indonesianCompanyNouns } from './label-company-nouns'

export type ClassLevel = 'sector' | 'sub_sector' | 'industry' | 'sub_industry'

/** One node of a market's classification, as a `where` names it: `sub_sector = 'banks'`. */
export interface ClassTarget {
  readonly level: ClassLevel
  readonly slug: string
  /** the display name, for messages */
  readonly name: string
  /** `level:slug`, unique within a market */
  readonly key: string
  /** the keys of the nodes above this one */
  readonly ancestors: readonly string[]
}

const keyOf = (level: ClassLevel, slug: string) => `${level}:${slug}`

function target(level: ClassLevel, node: { slug: string; name: string }, parent?: ClassTarget): ClassTarget {
  const ancestors = parent === undefined ? [] : [parent.key, ...parent.ancestors]
  return { level, slug: node.slug, name: node.name, key: keyOf(level, node.slug), ancestors }
}

function idxTargets(): ClassTarget[] {
  const byKey = new Map<string, ClassTarget>()
  const add = (level: ClassLevel, node: { slug: string; name: string }, parentKey?: string) => {
    const parent = parentKey === undefined ? undefined : byKey.get(parentKey)
    const made = target(level, node, parent)
    byKey.set(made.key, made)
  }
  for (const sector of idxTaxonomy.sectors) add('sector', sector)
  for (const node of idxTaxonomy.subSectors) add('sub_sector', node, keyOf('sector', node.sector.slug))
  for (const node of idxTaxonomy.industries) add('industry', node, keyOf('sub_sector', node.subSector.slug))
  for (const node of idxTaxonomy.subIndustries) add('sub_industry', node, keyOf('industry', node.industry.slug))
  return [...byKey.values()]
}

function sgxTargets(): ClassTarget[] {
  const sectors = new Map<string, ClassTarget>()
  for (const { sector } of sgxSubSectors) sectors.set(sector.slug, target('sector', sector))
  const subSectors = sgxSubSectors.map((node) => target('sub_sector', node, sectors.get(node.sector.slug)))
  return [...sectors.values(), ...subSectors]
}

/** Every classification node of each market, broadest level first. */
export const CLASS_TARGETS: Readonly<Record<Market, readonly ClassTarget[]>> = { idx: idxTargets(), sgx: sgxTargets() }

/** Finds a node by level and display name; the vocabulary tables name nodes this way, checked when they load. */
export function findTarget(market: Market, level: ClassLevel, name: string): ClassTarget {
  const found = CLASS_TARGETS[market].find((node) => node.level === level && node.name === name)
  if (found === undefined) throw new Error(`no ${market} ${level} named '${name}'`)
  return found
}

const INDONESIAN_LABELS: Readonly<Record<string, string>> = indonesianLabels

/**
 * The singular of an English name's last word: "Textiles" → "textile", "Utilities" → "utility". Words ending in
 * "ss", "us", "is" or "as" ("Gas") are no plurals. Singular names ("Paper", "Retail") are mass nouns and get no
 * plural: "retails" would only be a near word that steals typo corrections ("retailrs").
 */
function singular(phrase: string): string | null {
  const words = phrase.split(' ')
  const last = words.at(-1) ?? ''
  if (last.length < 4 || !last.endsWith('s') || /(?:ss|us|is|as)$/u.test(last)) return null
  const one = last.endsWith('ies') ? `${last.slice(0, -3)}y` : last.slice(0, -1)
  return [...words.slice(0, -1), one].join(' ')
}

/** "Hotels, Resorts & Cruise Lines" → "hotel resort and cruise line": every part of a listed name in the singular. */
function partsInSingular(name: string): string | null {
  const parts = name.split(/[,&]/u).map((part) => part.trim())
  if (parts.length < 2) return null
  const ones = parts.map((part) => singular(part.toLowerCase()) ?? part)
  return `${ones.slice(0, -1).join(' ')} and ${ones.at(-1) ?? ''}`
}

/**
 * Shorter ways of saying a label that people use: an English name without its trailing "& Services" or "Services"
 * ("healthcare facilities", "investment banking and brokerage"), every part in the singular, and an Indonesian one
 * without the generic noun it starts with ("Barang Kimia Dasar" → "kimia dasar", "Operator Bandar Udara" → "bandar
 * udara"). They only ever add a phrase no label already has, and one two nodes would share is left out.
 */
function everydaySpellings(node: ClassTarget, indonesian: string | undefined, words: WordUse): string[] {
  // only a listed name loses its "Services": "IT Services" alone would leave "IT", which is also a word
  const listed = node.name.includes('&') && / (?:& )?Services$/u.test(node.name)
  const withoutServices = listed ? node.name.replace(/ (?:& )?Services$/u, '') : null
  // a label named by its one "Service" is said in the plural: "oil and gas drilling services"
  const services = node.name.endsWith(' Service') ? `${node.name}s` : null
  const english = [
    withoutServices,
    services,
    withoutServices && singular(withoutServices.toLowerCase()),
    ...[node.name, withoutServices].map((name) => name && partsInSingular(name)),
  ]
  const generic =
    indonesian?.match(/^(?:Barang|Operator|Produk) (\p{L}+ \p{L}+.*)$/u)?.[1] ??
    indonesian?.match(/^Operator (\p{L}{6,})$/u)?.[1]
  const indonesianSpellings = generic === undefined ? [] : [generic, generic.replaceAll('&', 'dan')]
  const carriage = indonesian?.match(/^Pengangkutan (.+)$/u)?.[1]
  const distributed = headOverParts(node.name)
  const spellings = [
    ...english.filter((spelling) => spelling !== null),
    ...companyNouns(node.name),
    ...distributed,
    ...distributed.flatMap(companyNouns),
    ...leadingParts(node.name),
    ...indonesianSpellings,
    ...(carriage === undefined ? [] : [`angkutan ${carriage}`]),
    ...indonesianCompanyNouns(indonesian),
    ...indonesianParts(indonesian, words),
  ]
  // "tech" is how everyone says the leading "Technology" of a label: "tech hardware"
  return [
    ...spellings,
    ...spellings.flatMap((spelling) => spelling.match(/^technology (.+)$/iu)?.[1] ?? []).map((rest) => `tech ${rest}`),
  ]
}

/**
 * A label whose last word is the activity of every part before it, each said alone: "Apparel & Textile Retail" →
 * "apparel retail", "textile retail"; "Agricultural & Farm Machinery" → "agricultural machinery". Said so, the
 * words name that one label, never the union of the classes each word names alone ("apparel" or "retail"). Only
 * one-word parts before a last part of two words: "Construction Machinery & Heavy Vehicles" shares no activity.
 */
function headOverParts(name: string): string[] {
  const parts = name.toLowerCase().split(/\s*[,&]\s*/u)
  const last = parts.at(-1)?.split(' ') ?? []
  const head = last.at(-1)
  if (parts.length < 2 || last.length !== 2 || head === undefined) return []
  if (parts.slice(0, -1).some((part) => part.includes(' '))) return []
  return [...parts.slice(0, -1), last[0] ?? ''].map((part) => `${part} ${head}`)
}

/** How many distinct labels of a market use each word: a word of one label only names that label. */
type WordUse = ReadonlyMap<string, number>

function wordUse(labels: readonly string[]): WordUse {
  const uses = new Map<string, number>()
  for (const label of new Set(labels.map((label) => label.toLowerCase()))) {
    for (const word of new Set(label.match(/\p{L}+/gu) ?? [])) uses.set(word, (uses.get(word) ?? 0) + 1)
  }
  return uses
}

/** Words people say in a shorter, everyday form: "komponen listrik" for "Komponen Kelistrikan". */
const EVERYDAY_FORMS: Readonly<Record<string, string>> = { kelistrikan: 'listrik', 'olah raga': 'olahraga' }

/** Nouns that alone name no class, though only one label uses them ("Alat & Perlengkapan Medis"). */
const GENERIC_NOUNS = new Set(['alat', 'fasilitas', 'pengelola', 'sarana', 'investasi'])

/**
 * The parts of an Indonesian label of two, as people say them: a one-word part no other label uses ("Wadah &
 * Kemasan" → "kemasan"), and the shared word given to each part ("Produk & Perlengkapan Bangunan" → "produk
 * bangunan", "Fasilitas Rekreasi & Olah Raga" → "fasilitas olahraga"), each also in its everyday form.
 */
function indonesianParts(label: string | undefined, words: WordUse): string[] {
  if (label === undefined) return []
  const written = label.toLowerCase()
  const said = Object.entries(EVERYDAY_FORMS).reduce((text, [word, form]) => text.replace(word, form), written)
  // the whole label in its everyday form: "fasilitas rekreasi dan olahraga"
  const whole = said === written ? [] : [said, said.replaceAll('&', 'dan')]
  return [...whole, ...[...new Set([written, said])].flatMap((text) => distributedParts(text, words))]
}

function distributedParts(label: string, words: WordUse): string[] {
  const parts = label.split(' & ')
  if (parts.length !== 2 || parts.some((part) => part.includes(','))) return []
  const [first = '', second = ''] = parts
  // a short word alone would be near too many English words and steal their typo corrections ("file" is no "film")
  const alone = parts.filter((part) => /^\p{L}{6,}$/u.test(part) && words.get(part) === 1 && !GENERIC_NOUNS.has(part))
  const tail = /^\p{L}+$/u.test(first) ? second.match(/^\p{L}+ (\p{L}+)$/u)?.[1] : undefined
  const head = /^\p{L}+$/u.test(second) ? first.match(/^(\p{L}+) (\p{L}+)$/u) : null
  // a first part of two words is the label shortened, as "financial data" is in English: "data keuangan"
  const leading = /^\p{L}+ \p{L}+$/u.test(first) && !GENERIC_NOUNS.has(first.split(' ')[0] ?? '') ? [first] : []
  return [
    ...alone,
    ...leading,
    ...(tail === undefined ? [] : [`${first} ${tail}`]),
    ...(head === null ? [] : [`${head[1] ?? ''} ${second}`, `${head[1] ?? ''} ${second} ${head[2] ?? ''}`]),
  ]
}

/**
 * The first parts of a listed name, as people shorten it: "Auto Parts & Equipment" → "auto parts" (a first part of
 * two words or more; one word alone, "Oil", would name far more), "Hotels, Resorts & Cruise Lines" → "hotel and
 * resort", "hotels and resorts" (the leading parts of a name of three), "hotels and cruise lines" (its first and
 * last parts).
 */
function leadingParts(name: string): string[] {
  const parts = name
    .split(/[,&]/u)
    .map((part) => part.trim().toLowerCase())
    .filter((part) => part !== '')
  const first = parts[0] ?? ''
  if (parts.length < 2) return []
  const firstAlone = first.includes(' ') ? [first, singular(first)] : []
  const leading = parts.length >= 3 ? parts.slice(0, -1) : []
  const joined =
    leading.length < 2 ? [] : [leading.join(' and '), leading.map((part) => singular(part) ?? part).join(' and ')]
  // the first and last parts of a name of three: "Hotels, Resorts & Leisure" → "hotel and leisure"
  const ends = parts.length === 3 ? [first, parts[2] ?? ''] : []
  const outer = ends.length === 0 ? [] : [ends.join(' and '), ends.map((part) => singular(part) ?? part).join(' and ')]
  return [...firstAlone, ...joined, ...outer].filter((spelling) => spelling !== null)
}

/**
 * The phrases that name each node: its English display name with `&` read as "and" or left out, the singular
 * of its last word ("textile" for Textiles), its slug, and its Indonesian name from the catalogue's messages
 * ("Tekstil", "Kertas"): every level of the taxonomy is askable by its labels in both languages without a hand
 * list. Where several levels share a name (Banks is a sub-sector, an industry and a sub-industry), the broadest
 * node is meant: the narrower ones are inside it and hold the same companies. A name is never widened: "paper" is
 * the Paper sub-industry, not Forestry & Paper.
 */
export function namePhrases(market: Market): { phrase: string; targets: ClassTarget[] }[] {
  const byPhrase = new Map<string, ClassTarget[]>()
  const everyday = new Map<string, ClassTarget[]>()
  const add = (into: Map<string, ClassTarget[]>, spellings: readonly string[], node: ClassTarget) => {
    for (const phrase of new Set(spellings.map((spelling) => phraseTokens(spelling).join(' ')))) {
      into.set(phrase, [...(into.get(phrase) ?? []), node])
    }
  }
  const labelOf = (node: ClassTarget) => INDONESIAN_LABELS[`${node.level}.${node.slug}`]
  const words = wordUse(CLASS_TARGETS[market].flatMap((node) => labelOf(node) ?? []))
  for (const node of CLASS_TARGETS[market]) {
    const english = [node.name, node.name.replaceAll('&', ' ')].map((spelling) => phraseTokens(spelling).join(' '))
    const numbers = english.map(singular).filter((phrase) => phrase !== null)
    const indonesian = labelOf(node)
    const labels = indonesian === undefined ? [] : [indonesian, indonesian.replaceAll('&', 'dan')]
    add(byPhrase, [...english, ...numbers, node.slug, ...labels], node)
    add(everyday, everydaySpellings(node, indonesian, words), node)
  }
  for (const [phrase, nodes] of everyday) {
    const named = narrowest(nodes)
    if (!byPhrase.has(phrase) && named.length > 0) byPhrase.set(phrase, named)
  }
  return [...byPhrase].map(([phrase, nodes]) => ({ phrase, targets: outermost(nodes) }))
}

/**
 * The node a short form shared by nested nodes names: the narrowest, since the words say no more than it ("IT
 * services" is the IT Services & Consulting industry, not the Software & IT Services sub-sector whose label also has
 * the part), taken at its broadest level where levels share it. Two nodes side by side are none.
 */
function narrowest(nodes: readonly ClassTarget[]): ClassTarget[] {
  const inner = innermost(nodes)
  const slug = inner[0]?.slug
  if (inner.some((node) => node.slug !== slug)) return []
  return outermost(nodes.filter((node) => node.slug === slug))
}

/** Drops the nodes that sit inside another node of the list. */
export function outermost(nodes: readonly ClassTarget[]): ClassTarget[] {
  const keys = new Set(nodes.map((node) => node.key))
  return nodes.filter((node) => !node.ancestors.some((ancestor) => keys.has(ancestor)))
}

/** Drops the nodes that contain another node of the list: "energy companies in coal" means coal. */
export function innermost(nodes: readonly ClassTarget[]): ClassTarget[] {
  return nodes.filter((node) => !nodes.some((other) => other.ancestors.includes(node.key)))
}
