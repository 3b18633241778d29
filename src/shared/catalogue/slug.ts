/**
 * The Sectors slug rule for IDX-IC names: lower case, drop "&" and ",", join the words with "-".
 * "Oil, Gas & Coal" → "oil-gas-coal", "Multi-sector Holdings" → "multi-sector-holdings".
 */
export function slugify(displayName: string): string {
  return displayName.toLowerCase().replace(/[&,]/g, ' ').trim().split(/\s+/).join('-')
}

/**
 * The slug the real service gives a company: lower case, punctuation dropped, words joined by "-"
 * ("PT Aneka Tambang Tbk" → "pt-aneka-tambang-tbk"). The demo generator writes auction winners' slugs with it and
 * the dashboard matches them back to listed companies with it.
 */
export function companySlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, ' ')
    .trim()
    .split(/\s+/)
    .join('-')
}
