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

/** Letters and digits only, lower case: a name as a domain label ("Sinar Batu Bara" → "sinarbatubara"). */
export function domainLabel(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]/g, '')
}
