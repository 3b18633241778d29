/**
 * The Sectors slug rule for IDX-IC names: lower case, drop "&" and ",", join the words with "-".
 * "Oil, Gas & Coal" → "oil-gas-coal", "Multi-sector Holdings" → "multi-sector-holdings".
 */
export function slugify(displayName: string): string {
  return displayName.toLowerCase().replace(/[&,]/g, ' ').trim().split(/\s+/).join('-')
}
