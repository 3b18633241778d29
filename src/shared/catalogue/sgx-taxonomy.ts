import { slugify } from './slug'

/**
 * SGX sectors and sub-sectors by display name. The real SGX data mixes several sector vocabularies
 * ("Financial Services", "REIT", "Consumer Defensive"); the demo keeps that, as clients must cope with it.
 */
const SGX_SECTORS: Record<string, readonly string[]> = {
  'Basic Materials': ['Building Materials', 'Chemicals', 'Paper & Forest Products', 'Metals & Mining'],
  'Communication Services': ['Media & Entertainment', 'Telecom Services'],
  'Consumer Cyclicals': [
    'Retail',
    'Automotive',
    'Furnishings, Fixtures & Appliances',
    'Luxury Goods',
    'Restaurants & Food Retail',
    'Hotels, Resorts & Leisure',
    'Packaging & Containers',
    'Personal Services',
    'Apparel & Accessories',
  ],
  'Consumer Defensive': ['Food & Beverage Production', 'Education & Training Services', 'Food Distribution'],
  'Consumer Non-Cyclicals': ['Food & Beverage Retail & Production'],
  Energy: ['Oil & Gas Operations & Services', 'Oil, Gas & Coal'],
  'Financial Services': [
    'Asset Management & Investment',
    'Banks & Credit Services',
    'Insurance',
    'Financial Data & Shell Companies',
  ],
  Healthcare: ['Healthcare Facilities & Services', 'Medical Devices & Supplies', 'Pharmaceuticals & Research'],
  Industrials: [
    'Business & Employment Services',
    'Engineering, Construction & Building Products',
    'Aerospace & Defense',
    'Conglomerates & Holdings',
    'Industrial Machinery & Parts',
    'Transportation & Logistics',
    'Industrial Distribution',
    'Rental, Leasing & Security Services',
    'Waste Management & Pollution Control',
  ],
  Infrastructures: ['Telecommunication', 'Heavy Construction & Transport Infrastructure'],
  'Properties & Real Estate': [
    'Real Estate Development',
    'Real Estate Diversified',
    'Real Estate Services',
    'Other Real Estate Operations',
  ],
  REIT: ['REIT Specialty Healthcare', 'REIT Diversified', 'REIT Retail', 'REIT Industrial', 'REIT Office'],
  Technology: [
    'Communication Instruments',
    'Semiconductors & Equipment',
    'Software & IT Services',
    'Hardware & Electronics',
  ],
  Utilities: ['Utilities Regulated', 'Utilities Independent & Diversified', 'Utilities Renewable'],
}

export interface SgxSubSector {
  readonly slug: string
  readonly name: string
  readonly sector: { readonly slug: string; readonly name: string }
}

/** Every SGX sub-sector with its sector; slugs follow the same rule as IDX ("REIT Office" → "reit-office"). */
export const sgxSubSectors: readonly SgxSubSector[] = Object.entries(SGX_SECTORS).flatMap(([sectorName, names]) =>
  names.map((name) => ({ slug: slugify(name), name, sector: { slug: slugify(sectorName), name: sectorName } })),
)
