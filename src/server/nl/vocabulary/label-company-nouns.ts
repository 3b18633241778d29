/* The companies of a label named by what they do, in English and in Indonesian: short forms of a label. */

/**
 * The companies of a label named by what they do: "Motorcycle Manufacturers" → "motorcycle makers" (and producers),
 * "Coal Distribution" → "coal distributors", "Specialty Retail" → "specialty retailers", "Transport Infrastructure
 * Operator" → "transport infrastructure operators".
 */
export function companyNouns(name: string): string[] {
  const lower = name.toLowerCase()
  const made = lower.match(/^(\p{L}+) manufacturers$/u)?.[1]
  if (made !== undefined) return ['maker', 'makers', 'producer', 'producers'].map((noun) => `${made} ${noun}`)
  const operated = lower.match(/^(.+) operator$/u)?.[1]
  if (operated !== undefined) return [`${operated} operators`]
  // "coal producers" are the Coal Production companies, narrower than the coal industry a bare "coal" names; "food &
  // beverage producers" are Food & Beverage Production's, never Food & Beverage Retail & Production's too
  // "oil & gas producers" are Oil & Gas Production & Refinery's, never the whole oil & gas industry
  const produced = lower.match(/^([^&]+(?: & [^&]+)?) production(?: & refinery)?$/u)?.[1]
  if (produced !== undefined) return [`${produced} producer`, `${produced} producers`]
  const distributed = lower.match(/^(.+) distribution$/u)?.[1]
  if (distributed !== undefined && !distributed.includes('&'))
    return [`${distributed} distributor`, `${distributed} distributors`]
  const sold = lower.match(/^(.+) retail$/u)?.[1]
  return sold === undefined ? [] : [`${sold} retailer`, `${sold} retailers`]
}

/**
 * The companies of an Indonesian label named as Indonesian puts it, the activity before the class: "Produksi Batu
 * Bara" → "produsen batu bara" ("penambang batu bara" is the whole class, as "coal miners" is); "Distribusi Batu
 * Bara" → "distributor batu bara"; "Produsen Mobil" → "pembuat mobil". Said so, the narrower label is meant, never
 * the wider class its last words name. A label of two one-word parts also in the other order: "Baja & Besi" →
 * "besi dan baja".
 */
export function indonesianCompanyNouns(label: string | undefined): string[] {
  // "produsen makanan dan minuman" are Produksi Makanan & Minuman's, as "food & beverage producers" are
  // "produsen minyak dan gas" too, Produksi & Penyulingan Minyak & Gas's, never the whole Minyak & Gas industry
  const producedPair = label?.toLowerCase().match(/^produksi (?:& penyulingan )?([^&]+) & ([^&]+)$/u)
  if (producedPair !== null && producedPair !== undefined)
    return ['dan', '&'].map((and) => `produsen ${producedPair[1] ?? ''} ${and} ${producedPair[2] ?? ''}`)
  if (label === undefined || label.includes('&')) {
    const parts = label?.toLowerCase().match(/^(\p{L}+) & (\p{L}+)$/u)
    return parts === null || parts === undefined ? [] : [`${parts[2] ?? ''} dan ${parts[1] ?? ''}`]
  }
  const lower = label.toLowerCase()
  const produced = lower.match(/^produksi (.+)$/u)?.[1]
  // "produsen batu bara" (or "batubara") are the Produksi Batu Bara companies, as "coal producers" are Coal Production's
  if (produced !== undefined) return [...new Set([`produsen ${produced}`, `produsen ${produced.replaceAll(' ', '')}`])]
  const distributed = lower.match(/^distribusi (.+)$/u)?.[1]
  if (distributed !== undefined)
    return [...new Set([distributed, distributed.replaceAll(' ', '')])].flatMap((what) => [
      `distributor ${what}`,
      `penyalur ${what}`,
    ])
  const made = lower.match(/^produsen (.+)$/u)?.[1]
  return made === undefined ? [] : [`pembuat ${made}`, `pabrikan ${made}`]
}
