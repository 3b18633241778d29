import type { ClassNodes } from './indonesian-classes'

/**
 * Classes named by a trade's everyday word rather than by a label, in English and Indonesian: "drilling
 * contractors", "jasa pengeboran", "bus and taxi companies", "resor", "apotek". Each names one node of the
 * taxonomy (the highest of a single-child chain, as the labels do), as `level:Display name` on IDX, then on SGX;
 * an empty list where the market has no node of that trade, so the phrase is understood and refused. A word that
 * could name two nodes ("makanan", "karet", "solar", "kabel" alone, "gas distributors") is not here: it stays
 * unknown and the question is refused rather than guessed.
 */
export const TRADE_CLASSES: readonly (readonly [phrases: string, ...nodes: ClassNodes])[] = [
  [
    'drilling|drillers|drilling companies|drilling contractors|drilling services|oil drilling|oil and gas drilling|' +
      'oil and gas drilling services|oil drilling services|offshore drilling services|oil and gas drillers|' +
      'oil and gas drilling companies|oil and gas drilling contractors|' +
      'offshore drilling|offshore drillers|offshore drilling contractors|oil drilling contractors|jasa pengeboran|pengeboran|pengeboran migas|jasa pengeboran migas|pengeboran minyak|' +
      'pengeboran minyak dan gas|jasa pengeboran minyak dan gas|kontraktor pengeboran',
    ['sub_industry:Oil & Gas Drilling Service'],
    [],
  ],
  // the support industry of oil, gas and coal: drilling and the equipment and services around it
  [
    'oil services|oilfield services|oil field services|oil and gas services|jasa migas|jasa penunjang migas|' +
      'penunjang migas|pendukung migas|jasa penunjang minyak dan gas|jasa penunjang migas dan batu bara|' +
      'jasa penunjang migas dan batubara|penunjang migas dan batu bara|pendukung migas dan batu bara',
    ['industry:Oil, Gas & Coal Supports'],
    ['sub_sector:Oil & Gas Operations & Services'],
  ],
  // buses and taxis carry passengers by road: the Road Transportation sub-industry, never the logistics sub-sector.
  // No phrase starts with the three-letter "bus": one would make "bug companies" a typo of "bus companies"
  [
    'bus|buses|taxi|taxis|taxi companies|taxi operators|taksi|perusahaan bus|perusahaan bis|perusahaan taksi|' +
      'operator bus|operator taksi',
    ['sub_industry:Road Transportation'],
    [],
  ],
  [
    'resort|resor|hotel dan resor|resor dan hotel|hotel resor',
    ['sub_industry:Hotels, Resorts & Cruise Lines'],
    ['sub_sector:Hotels, Resorts & Leisure'],
  ],
  ['railway|railways|railway operators|rail operators|railroads|perkeretaapian', ['sub_industry:Rail'], []],
  ['casino|casinos|kasino', ['sub_industry:Gaming Venue'], []],
  ['publisher|publishers|publishing|publishing companies|penerbit', ['sub_industry:Consumer Publishing'], []],
  ['printing|printing companies|commercial printers|percetakan', ['sub_industry:Commercial Printing'], []],
  [
    'staffing|staffing companies|staffing firms|recruitment firms|recruiters|penyedia tenaga kerja',
    ['sub_industry:Human Resource & Employment Services'],
    ['sub_sector:Business & Employment Services'],
  ],
  [
    'pharmacy|pharmacies|pharmacy chains|drugstore|drugstores|apotek|apotik|jaringan apotek',
    ['sub_industry:Drug Retail & Distributors'],
    [],
  ],
  [
    'furniture|furniture makers|furniture companies|mebel|furnitur|produsen mebel',
    ['sub_industry:Home Furnishings'],
    ['sub_sector:Furnishings, Fixtures & Appliances'],
  ],
  [
    'appliances|appliance makers|home appliances|home appliance makers',
    ['sub_industry:Household Appliances'],
    ['sub_sector:Furnishings, Fixtures & Appliances'],
  ],
  [
    'car dealers|car dealerships|auto dealers|car retailers|dealer mobil|diler mobil|dealer otomotif',
    ['sub_industry:Automotive Retail'],
    [],
  ],
  [
    'beer makers|beer companies|brewers|breweries|alcoholic beverages|produsen bir|pabrik bir|minuman beralkohol',
    ['sub_industry:Liquors'],
    [],
  ],
  ['cosmetics|cosmetics makers|beauty products|kosmetik|produsen kosmetik', ['industry:Personal Care Products'], []],
  // cable makers make power and telecom cables; "kabel" alone is also cable television (Penyiaran Berbayar)
  [
    'cable makers|cable manufacturers|cable producers|produsen kabel|pabrik kabel',
    ['sub_industry:Electrical Components & Equipment'],
    [],
  ],
  ['pay tv|cable tv|satellite tv|tv berbayar|tv kabel|televisi berbayar', ['sub_industry:Cable & Satellite'], []],
  [
    'movie studios|film studios|film production|movie production|film producers|production houses|rumah produksi|' +
      'produksi film',
    ['industry:Entertainment & Movie Production'],
    [],
  ],
  ['seaport|seaports|seaport operators|pelabuhan|pengelola pelabuhan', ['sub_industry:Marine Ports & Services'], []],
  [
    'real estate agents|property agents|property brokers|real estate brokers|agen properti',
    ['sub_industry:Real Estate Services'],
    ['sub_sector:Real Estate Services'],
  ],
  ['computer makers|computer manufacturers|pc makers|produsen komputer', ['industry:Computer Hardware'], []],
  ['clinic|klinik', ['industry:Healthcare Providers'], ['sub_sector:Healthcare Facilities & Services']],
  ['school|sekolah|pendidikan', ['sub_industry:Education Services'], ['sub_sector:Education & Training Services']],
  [
    'alat kesehatan|alkes|alat medis|peralatan medis',
    ['industry:Healthcare Equipment & Supplies'],
    ['sub_sector:Medical Devices & Supplies'],
  ],
  // couriers deliver parcels: the Logistics & Deliveries sub-sector, as "logistics" is
  [
    'courier|couriers|courier companies|parcel delivery|kurir|jasa kurir|jasa pengiriman|ekspedisi',
    ['sub_sector:Logistics & Deliveries'],
    ['sub_sector:Transportation & Logistics'],
  ],
  ['water companies|water supply|air bersih|penyedia air bersih', ['industry:Water Utilities'], []],
  ['suku cadang|spare parts makers', ['sub_industry:Auto Parts & Equipment'], []],
  ['konsultan ti|konsultan it', ['industry:IT Services & Consulting'], []],
  [
    'petrochemical|petrochemicals|petrochemical makers|petrokimia',
    ['sub_industry:Basic Chemicals'],
    ['sub_sector:Chemicals'],
  ],
  [
    'manajer investasi|perusahaan manajer investasi|manajemen aset',
    ['sub_industry:Investment Management'],
    ['sub_sector:Asset Management & Investment'],
  ],
  [
    'energi terbarukan|energi baru terbarukan|energi hijau',
    ['sub_sector:Alternative Energy'],
    ['sub_sector:Utilities Renewable'],
  ],
  [
    'drug distributors|pharmaceutical distributors|distributor obat|distributor farmasi',
    ['sub_industry:Drug Retail & Distributors'],
    [],
  ],
  // food distributors are a class of their own, never Food & Beverage (see AGENT_NOUNS_AFTER in classes.ts)
  [
    'food distributors|food distribution|distributor makanan|distribusi makanan',
    ['sub_industry:Food Retail & Distributors'],
    ['sub_sector:Food Distribution'],
  ],
  // a stock exchange as a company (the exchange's operator), never where shares are listed: "on the stock
  // exchange", "di bursa" and the exchanges' own names are read before this (words.ts, indonesian.ts)
  [
    'stock exchange|stock exchanges|securities exchange|securities exchanges|exchange operator|exchange operators|' +
      'market operator|market operators|bourse|bourses|operator bursa|penyelenggara bursa|perusahaan bursa',
    ['sub_industry:Market Operators'],
    [],
  ],
  ['housewares|houseware|housewares makers|housewares companies', ['sub_industry:Housewares & Specialties'], []],
  // the everyday names of what a sub-industry makes or sells, each inside one node: bottled water is a soft drink,
  // instant noodles a processed food. Not a short word alone ("toys", "mie"), which a typo could reach, nor "iklan"
  // ("ikan" is fisheries) or "consulting" (IT services or research and consulting)
  [
    'bottled water|bottled water companies|bottled water makers|air minum kemasan|air minum dalam kemasan|amdk|' +
      'air mineral|produsen air minum kemasan|produsen air mineral',
    ['sub_industry:Soft Drinks'],
    [],
  ],
  [
    'instant noodles|instant noodle makers|noodle makers|mi instan|mie instan|produsen mi instan|produsen mie instan',
    ['sub_industry:Processed Foods'],
    [],
  ],
  [
    'farm equipment|farm equipment makers|agricultural equipment|agricultural machinery makers|' +
      'agricultural machinery',
    ['sub_industry:Agricultural & Farm Machinery'],
    [],
  ],
  [
    'online retailers|online retail companies|online shops|online stores|toko online|toko daring|ritel online|' +
      'belanja online|perusahaan belanja online',
    ['industry:Internet & Homeshop Retail'],
    [],
  ],
  ['advertising agencies|ad agencies|perusahaan periklanan|agensi periklanan', ['sub_industry:Advertising'], []],
  [
    'newspaper publishers|newspapers|newspaper companies|penerbit koran|koran|surat kabar|penerbit surat kabar',
    ['sub_industry:Consumer Publishing'],
    [],
  ],
  [
    'sporting goods|sporting goods makers|sports goods|toy makers|toymakers|toy companies|produsen mainan|' +
      'perusahaan mainan',
    ['industry:Sport Equipment & Hobbies Goods'],
    [],
  ],
  ['toko elektronik|ritel elektronik|peritel elektronik', ['sub_industry:Electronics Retail'], []],
  ['perkayuan|industri perkayuan', ['sub_industry:Timber'], []],
]
