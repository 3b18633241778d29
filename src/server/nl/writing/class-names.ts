import englishNames from '../../../shared/catalogue/messages/en.json'
import indonesianNames from '../../../shared/catalogue/messages/id.json'

/**
 * The classification names of the catalogue in Bahasa Indonesia ("Healthcare" → "Kesehatan", "Metals & Minerals"
 * → "Logam & Mineral"), by the key both message catalogues share, for the messages of questions asked in it.
 */
const NAMES: ReadonlyMap<string, string> = (() => {
  const indonesian: Readonly<Record<string, string>> = indonesianNames
  const names = new Map<string, string>()
  for (const [key, name] of Object.entries(englishNames as Readonly<Record<string, string>>)) {
    const translated = indonesian[key]
    if (translated !== undefined && !names.has(name)) names.set(name, translated)
  }
  return names
})()

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&')

/** Every name, longest first, as whole words and case as written: "Healthcare Providers" before "Healthcare". */
const PATTERN = new RegExp(
  String.raw`(?<![\p{L}])(?:${[...NAMES.keys()]
    .sort((a, b) => b.length - a.length)
    .map(escape)
    .join('|')})(?![\p{L}])`,
  'gu',
)

/** The text with each classification name in Indonesian. */
export function classNamesInIndonesian(text: string): string {
  return text.replace(PATTERN, (name) => NAMES.get(name) ?? name)
}
