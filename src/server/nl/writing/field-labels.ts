import type { Market } from '../../../shared/catalogue'
import { catalogueFor } from '../../../shared/catalogue'
import { fieldTextSource } from '../../../shared/catalogue/field-text-source'
import indonesianFieldNames from '../../../shared/catalogue/fields/messages/id.json'
import { METRICS } from '../vocabulary/metrics'

/**
 * Every name a message gives a field or a metric, in English → its name in the Indonesian `fields` catalogue
 * ("Total liabilities" → the catalogue's Indonesian label), so a message for an Indonesian question never names a
 * field in English, whichever sentence carries it (a reason, a note, a described condition).
 */
const indonesian: Readonly<Record<string, string>> = indonesianFieldNames
const has = (key: string) => indonesian[key] !== undefined

function indonesianLabel(code: string, market: Market): string | undefined {
  const source = fieldTextSource('label', code, market, has)
  if (source === undefined) return undefined
  if ('key' in source) return indonesian[source.key]
  const line = indonesian[source.labelKey]
  return line === undefined ? undefined : indonesian[source.pattern]?.replace('{label}', line)
}

/**
 * English name → Indonesian name: the catalogue's labels of both markets, then each metric's own name, worded as
 * the message's sentence parts word it where they do (`worded`: "change over a year" → "perubahan setahun").
 */
export function fieldNamesInIndonesian(worded: (text: string) => string = (text) => text): ReadonlyMap<string, string> {
  const names = new Map<string, string>()
  const add = (english: string, translated: string | undefined) => {
    const key = english.toLowerCase()
    // a name written the same in both ("P/E", whose field reads "P/E (TTM)") stays as it is
    const same = translated === undefined || `${translated.toLowerCase()} `.startsWith(`${key} `)
    if (!same && !names.has(key)) names.set(key, translated)
  }
  for (const metric of METRICS) {
    const lower = metric.name.toLowerCase()
    if (worded(lower) !== lower) add(metric.name, worded(lower))
  }
  for (const market of ['idx', 'sgx'] as const) {
    for (const def of catalogueFor(market).fields) add(def.label, indonesianLabel(def.name, market))
  }
  for (const metric of METRICS) {
    const [market, fields] = metric.idx !== null ? (['idx', metric.idx] as const) : (['sgx', metric.sgx] as const)
    const code = fields?.yearly ?? fields?.current
    if (code !== undefined) add(metric.name, indonesianLabel(code, market))
  }
  return names
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&')

/**
 * A function giving a text with each field's and metric's English name in Indonesian, its first letter's case
 * kept; every English name is matched longest first, as whole words in any case ("net interest margin" before
 * "net margin").
 */
export function fieldLabelTranslator(worded: (text: string) => string): (text: string) => string {
  const names = fieldNamesInIndonesian(worded)
  const pattern = new RegExp(
    String.raw`(?<![\p{L}\p{N}])(?:${[...names.keys()]
      .sort((a, b) => b.length - a.length)
      .map(escape)
      .join('|')})(?![\p{L}\p{N}])`,
    'giu',
  )
  return (text) =>
    text.replace(pattern, (name) => {
      const translated = names.get(name.toLowerCase()) ?? name
      const first = name.charAt(0)
      const lead =
        first === first.toUpperCase() ? translated.charAt(0).toUpperCase() : translated.charAt(0).toLowerCase()
      return /^\p{Lu}{2}/u.test(translated) ? translated : lead + translated.slice(1)
    })
}
