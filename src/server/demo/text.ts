/**
 * A word list written as comma-separated text (keeps long vocabularies compact and readable); line breaks
 * inside an entry count as spaces.
 */
export function words(text: string): readonly string[] {
  return text
    .split(',')
    .map((word) => word.replace(/\s+/g, ' ').trim())
    .filter((word) => word !== '')
}

/**
 * The slug the real service gives a company: lower case, punctuation dropped, words joined by "-"
 * ("PT Aneka Tambang Tbk" → "pt-aneka-tambang-tbk").
 */
export function companySlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, ' ')
    .trim()
    .split(/\s+/)
    .join('-')
}

/** Letters and digits only, lower case: a name as a domain label ("Sinar Batu Bara" → "sinarbatubara"). */
export function domainLabel(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]/g, '')
}
