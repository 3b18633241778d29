import { slugify } from './slug'

/**
 * The IDX Industrial Classification (IDX-IC): sector → sub-sector → industry → sub-industries, by display name.
 * Slugs follow the Sectors rule (see `slugify`), with the exceptions the real service uses.
 */
const IDX_IC: Record<string, Record<string, Record<string, readonly string[]>>> = {
  Energy: {
    'Oil, Gas & Coal': {
      'Oil & Gas': ['Oil & Gas Production & Refinery', 'Oil & Gas Storage & Distribution'],
      Coal: ['Coal Production', 'Coal Distribution'],
      'Oil, Gas & Coal Supports': ['Oil & Gas Drilling Service', 'Oil, Gas & Coal Equipment & Services'],
    },
    'Alternative Energy': {
      'Alternative Energy Equipment': ['Alternative Energy Equipment'],
      'Alternative Fuels': ['Alternative Fuels'],
    },
  },
  'Basic Materials': {
    'Basic Materials': {
      Chemicals: ['Basic Chemicals', 'Agricultural Chemicals', 'Specialty Chemicals'],
      'Construction Materials': ['Construction Materials'],
      'Containers & Packaging': ['Containers & Packaging'],
      'Metals & Minerals': [
        'Aluminum',
        'Cooper',
        'Gold',
        'Iron & Steel',
        'Precious Metals & Minerals',
        'Diversified Metals & Minerals',
        'Mining Equipment & Services',
      ],
      'Forestry & Paper': ['Timber', 'Paper', 'Diversified Forest Products'],
    },
  },
  Industrials: {
    'Industrial Goods': {
      'Aerospace & Defense': ['Aerospace & Defense'],
      'Building Products & Fixtures': ['Building Products & Fixtures'],
      Electrical: ['Electrical Components & Equipment', 'Heavy Electrical Equipment'],
      Machinery: [
        'Construction Machinery & Heavy Vehicles',
        'Agricultural & Farm Machinery',
        'Industrial Machinery & Components',
      ],
    },
    'Industrial Services': {
      'Diversified Industrial Trading': ['Diversified Industrial Trading'],
      'Commercial Services': [
        'Commercial Printing',
        'Environmental & Facilities Services',
        'Office Supplies',
        'Business Support Services',
      ],
      'Professional Services': ['Human Resource & Employment Services', 'Research & Consulting Services'],
    },
    'Multi-sector Holdings': { 'Multi-sector Holdings': ['Multi-sector Holdings'] },
  },
  'Consumer Non-Cyclicals': {
    'Food & Staples Retailing': {
      'Food & Staples Retailing': [
        'Drug Retail & Distributors',
        'Food Retail & Distributors',
        'Supermarkets & Convenience Store',
      ],
    },
    'Food & Beverage': {
      Beverages: ['Liquors', 'Soft Drinks'],
      'Processed Foods': ['Dairy Products', 'Processed Foods'],
      'Agricultural Products': ['Fish, Meat, & Poultry', 'Plantations & Crops'],
    },
    Tobacco: { Tobacco: ['Tobacco'] },
    'Nondurable Household Products': {
      'Household Products': ['Household Products'],
      'Personal Care Products': ['Personal Care Products'],
    },
  },
  'Consumer Cyclicals': {
    'Automobiles & Components': {
      'Auto Components': ['Auto Parts & Equipment', 'Tires'],
      Automobiles: ['Car Manufacturers', 'Motorcycle Manufacturers'],
    },
    'Household Goods': {
      'Household Goods': ['Home Furnishings', 'Household Appliances', 'Housewares & Specialties'],
    },
    'Leisure Goods': {
      'Consumer Electronics': ['Consumer Electronics'],
      'Sport Equipment & Hobbies Goods': ['Sport Equipment & Hobbies Goods'],
    },
    'Apparel & Luxury Goods': {
      'Apparel & Luxury Goods': ['Clothing, Accessories & Bags', 'Footwear', 'Textiles'],
    },
    'Consumer Services': {
      'Tourism & Recreation': [
        'Gaming Venue',
        'Hotels, Resorts & Cruise Lines',
        'Travel Agencies',
        'Recreational & Sports Facilities',
        'Restaurants',
      ],
      'Education & Support Services': ['Education Services', 'Consumer Support Services'],
    },
    'Media & Entertainment': {
      Media: ['Advertising', 'Broadcasting', 'Cable & Satellite', 'Consumer Publishing'],
      'Entertainment & Movie Production': ['Entertainment & Movie Production'],
    },
    Retailing: {
      'Consumer Distributors': ['Consumer Distributors'],
      'Internet & Homeshop Retail': ['Internet & Homeshop Retail'],
      'Department Stores': ['Department Stores'],
      'Specialty Retail': [
        'Apparel & Textile Retail',
        'Electronics Retail',
        'Home Improvement Retail',
        'Specialty Stores',
        'Automotive Retail',
      ],
    },
  },
  Healthcare: {
    'Healthcare Equipment & Providers': {
      'Healthcare Equipment & Supplies': ['Healthcare Equipment', 'Healthcare Supplies & Distributions'],
      'Healthcare Providers': ['Healthcare Providers'],
    },
    'Pharmaceuticals & Health Care Research': {
      Pharmaceuticals: ['Pharmaceuticals'],
      'Healthcare Research': ['Healthcare Research'],
    },
  },
  Financials: {
    Banks: { Banks: ['Banks'] },
    'Financing Service': {
      'Consumer Financing': ['Consumer Financing'],
      'Business Financing': ['Venture Capital', 'Specialize Business Financing'],
    },
    'Investment Service': {
      'Investment Services': [
        'Investment Management',
        'Investment Banking & Brokerage Services',
        'Market Operators',
        'Investment Support Service',
      ],
    },
    Insurance: { Insurance: ['Insurance Brokers', 'General Insurance', 'Life Insurance', 'Reinsurance'] },
    'Holding & Investment Companies': {
      'Holding & Investment Companies': ['Financial Holdings', 'Investment Companies'],
    },
  },
  'Properties & Real Estate': {
    'Properties & Real Estate': {
      'Real Estate Management & Development': ['Real Estate Development & Management', 'Real Estate Services'],
    },
  },
  Technology: {
    'Software & IT Services': {
      'Online Applications & Services': ['Online Applications & Services'],
      'IT Services & Consulting': ['IT Services & Consulting'],
      Software: ['Software'],
    },
    'Technology Hardware & Equipment': {
      'Networking Equipment': ['Networking Equipment'],
      'Computer Hardware': ['Computer Hardware'],
      'Electronic Equipment, Instruments & Components': [
        'Electronic Equipment & Instruments',
        'Electronic Components & Semiconductors',
      ],
    },
  },
  Infrastructures: {
    'Transportation Infrastructure': {
      'Transport Infrastructure Operator': ['Airport Operators', 'Highways & Railtracks', 'Marine Ports & Services'],
    },
    'Heavy Constructions & Civil Engineering': {
      'Heavy Constructions & Civil Engineering': ['Heavy Constructions & Civil Engineering'],
    },
    Telecommunication: {
      'Telecommunication Service': ['Wired Telecommunication Service', 'Integrated Telecommunication Service'],
      'Wireless Telecommunication Services': ['Wireless Telecommunication Services'],
    },
    Utilities: {
      'Electric Utilities': ['Electric Utilities'],
      'Gas Utilities': ['Gas Utilities'],
      'Water Utilities': ['Water Utilities'],
    },
  },
  'Transportation & Logistic': {
    Transportation: {
      Airlines: ['Airlines'],
      'Passenger Marine Transportation': ['Passenger Marine Transportation'],
      'Passenger Land Transportation': ['Rail', 'Road Transportation'],
    },
    'Logistics & Deliveries': { 'Logistics & Deliveries': ['Logistics & Deliveries'] },
  },
}

/** Where the real service's slug differs from the rule. */
const SLUG_EXCEPTIONS: Readonly<Record<string, string>> = { 'Diversified Forest Products': 'diversified-forest' }

export interface TaxonomyNode {
  readonly slug: string
  readonly name: string
}
export interface IdxSubSector extends TaxonomyNode {
  readonly sector: TaxonomyNode
}
export interface IdxIndustry extends TaxonomyNode {
  readonly subSector: IdxSubSector
}
export interface IdxSubIndustry extends TaxonomyNode {
  readonly industry: IdxIndustry
}

const node = (name: string): TaxonomyNode => ({ name, slug: SLUG_EXCEPTIONS[name] ?? slugify(name) })

function flatten() {
  const sectors: TaxonomyNode[] = []
  const subSectors: IdxSubSector[] = []
  const industries: IdxIndustry[] = []
  const subIndustries: IdxSubIndustry[] = []
  for (const [sectorName, subSectorTree] of Object.entries(IDX_IC)) {
    const sector = node(sectorName)
    sectors.push(sector)
    for (const [subSectorName, industryTree] of Object.entries(subSectorTree)) {
      const subSector = { ...node(subSectorName), sector }
      subSectors.push(subSector)
      for (const [industryName, subIndustryNames] of Object.entries(industryTree)) {
        const industry = { ...node(industryName), subSector }
        industries.push(industry)
        for (const name of subIndustryNames) subIndustries.push({ ...node(name), industry })
      }
    }
  }
  return { sectors, subSectors, industries, subIndustries }
}

/** The whole IDX-IC tree as flat lists, each node linked to its parent. */
export const idxTaxonomy = flatten()
