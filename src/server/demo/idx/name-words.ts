import { words } from '../core/text'

/**
 * Word pools for fictional Indonesian company names. Generic words only; `REAL_NAME_PHRASES` keeps the
 * combinations out that would spell a well-known listed company.
 */

/** Leading words ("Sinar", "Graha"): the brand-like part of most Indonesian company names. */
export const LEADING_WORDS = words(`
  Sinar, Cahaya, Mitra, Surya, Bumi, Karya, Prima, Nusa, Wahana, Dharma, Buana, Cipta, Tunas, Pelita, Citra,
  Bintang, Duta, Inti, Gema, Putra, Kencana, Mulia, Harapan, Arta, Sarana, Panca, Tri, Eka, Dwi, Catur, Graha,
  Griya, Puri, Bahtera, Samudra, Tirta, Sentra, Indo, Multi, Trans, Pratama, Andalan, Bakti, Berlian,
  Cemerlang, Delta, Fajar, Hijau, Kartika, Lestari, Nirwana, Sakti, Teguh, Visi, Wira, Yasa, Ganda, Harmoni,
  Intan, Jasa, Kurnia, Lintas, Mahkota, Nusantara, Pilar, Sumber, Tiara, Bina
`)

/** Closing words ("Abadi", "Lestari"). */
export const CLOSING_WORDS = words(`
  Abadi, Lestari, Sejahtera, Sentosa, Makmur, Jaya, Perkasa, Utama, Gemilang, Mandiri, Persada, Nusantara,
  Indonesia, Pratama, Cemerlang, Santosa, Raya, Megah, Agung, Mulia, Bersama, Sukses, Tangguh, Berjaya,
  Lancar, Prakarsa, Sentausa, Anugerah, Permai, Semesta
`)

/** Suffixes fused onto a leading word ("Surya" + "tama" → "Suryatama"). */
export const FUSED_SUFFIXES = ['tama', 'indo', 'nusa', 'jaya', 'karya', 'prima', 'mulia', 'sakti'] as const

/** What a state-owned enterprise's name tends to end with. */
export const STATE_CLOSING_WORDS = ['Nusantara', 'Indonesia', 'Negara', 'Persada', 'Bangsa'] as const

/**
 * Industry words by sub-industry, industry or sub-sector slug (the most specific wins). Indonesian issuers mix
 * Indonesian and English freely, so both appear.
 */
export const INDUSTRY_WORDS: Readonly<Record<string, readonly string[]>> = {
  'oil-gas': ['Petro', 'Migas', 'Energi', 'Petroleum', 'Gas'],
  coal: ['Batu Bara', 'Coal', 'Mining', 'Energi', 'Resources', 'Tambang'],
  'oil-gas-coal-supports': ['Offshore', 'Drilling', 'Teknik Energi', 'Energi Servis', 'Marine'],
  'alternative-energy': ['Energi Terbarukan', 'Renewables', 'Tenaga Surya', 'Bioenergi', 'Panas Bumi'],
  chemicals: ['Kimia', 'Chemical', 'Petrokimia', 'Chemindo'],
  'agricultural-chemicals': ['Pupuk', 'Agrokimia', 'Fertilizer'],
  'construction-materials': ['Semen', 'Beton', 'Precast', 'Bahan Bangunan'],
  'containers-packaging': ['Kemasan', 'Packaging', 'Plastik', 'Kaleng'],
  'metals-minerals': ['Mineral', 'Nikel', 'Tambang', 'Metal', 'Logam'],
  gold: ['Emas', 'Gold', 'Tambang Emas'],
  'precious-metals-minerals': ['Emas', 'Mineral', 'Logam Mulia'],
  'iron-steel': ['Baja', 'Steel', 'Besi Baja'],
  aluminum: ['Aluminium', 'Alumina'],
  'mining-equipment-services': ['Kontraktor Tambang', 'Mining Services', 'Alat Tambang'],
  'forestry-paper': ['Kertas', 'Pulp', 'Kayu', 'Paper', 'Timber'],
  'industrial-goods': ['Teknik', 'Mesin', 'Engineering', 'Elektrik', 'Kabel', 'Industri'],
  'industrial-services': ['Jasa', 'Servis', 'Solusi', 'Konsultan', 'Trading', 'Niaga'],
  'multi-sector-holdings': ['Holdings', 'Corpora', 'Investama', 'Multi Usaha'],
  'food-staples-retailing': ['Retail', 'Mart', 'Distribusi', 'Swalayan', 'Farma Niaga'],
  beverages: ['Minuman', 'Beverages', 'Tirta Segar'],
  'processed-foods': ['Pangan', 'Food', 'Makanan', 'Boga', 'Foods'],
  'fish-meat-poultry': ['Unggas', 'Perikanan', 'Farm', 'Ternak', 'Seafood'],
  'plantations-crops': ['Agro', 'Sawit', 'Perkebunan', 'Plantation', 'Agri'],
  tobacco: ['Tembakau', 'Kretek', 'Tobacco'],
  'nondurable-household-products': ['Kosmetik', 'Personal Care', 'Cosmetics', 'Higienis'],
  'automobiles-components': ['Otomotif', 'Motor', 'Auto', 'Ban', 'Komponen'],
  'household-goods': ['Furnitur', 'Home', 'Perabot', 'Keramik'],
  'leisure-goods': ['Elektronik', 'Sport', 'Hobi', 'Mainan'],
  'apparel-luxury-goods': ['Tekstil', 'Garmen', 'Busana', 'Sepatu', 'Fashion', 'Textile'],
  'tourism-recreation': ['Hotel', 'Resort', 'Wisata', 'Hospitality', 'Kuliner', 'Resto'],
  'education-support-services': ['Pendidikan', 'Edukasi', 'Edu', 'Layanan'],
  'media-entertainment': ['Media', 'Televisi', 'Kreatif', 'Studio', 'Film'],
  retailing: ['Retail', 'Dagang', 'Store', 'Niaga', 'Commerce', 'Toko'],
  'healthcare-equipment-providers': ['Medika', 'Rumah Sakit', 'Hospital', 'Healthcare', 'Alkes', 'Sehat'],
  'pharmaceuticals-health-care-research': ['Farma', 'Pharma', 'Obat', 'Laboratoria', 'Bio'],
  'financing-service': ['Finance', 'Multifinance', 'Pembiayaan', 'Leasing', 'Kredit'],
  'investment-service': ['Sekuritas', 'Capital', 'Investama', 'Aset Manajemen'],
  insurance: ['Asuransi', 'Assurance', 'Insurance', 'Asuransi Umum'],
  'life-insurance': ['Asuransi Jiwa', 'Life'],
  reinsurance: ['Reasuransi', 'Reinsurance'],
  'insurance-brokers': ['Broker Asuransi', 'Proteksi'],
  'holding-investment-companies': ['Investama', 'Capital', 'Holdings', 'Investindo', 'Kapital'],
  'properties-real-estate': ['Properti', 'Land', 'Realty', 'Residence', 'Estate', 'Development', 'Griya'],
  'software-it-services': ['Teknologi', 'Digital', 'Solusi Digital', 'Data', 'Informatika', 'Tech', 'Sistem'],
  'technology-hardware-equipment': ['Elektronika', 'Perangkat', 'Komputer', 'Technology'],
  'transportation-infrastructure': ['Tol', 'Pelabuhan', 'Infrastruktur', 'Terminal'],
  'heavy-constructions-civil-engineering': ['Konstruksi', 'Bangun', 'Rekayasa', 'Kontraktor'],
  telecommunication: ['Telekomunikasi', 'Telecom', 'Menara', 'Tower', 'Net', 'Seluler', 'Fiber'],
  'electric-utilities': ['Listrik', 'Power', 'Daya', 'Energi'],
  'gas-utilities': ['Gas', 'Gasindo'],
  'water-utilities': ['Tirta', 'Air Bersih'],
  airlines: ['Air', 'Airlines', 'Aviasi'],
  'passenger-marine-transportation': ['Pelayaran', 'Marine', 'Bahari'],
  'passenger-land-transportation': ['Trans', 'Transportasi', 'Taksi', 'Bus'],
  'logistics-deliveries': ['Logistik', 'Logistics', 'Ekspres', 'Kargo', 'Shipping', 'Ekspedisi'],
}

/** Well-known real names and stems (matched case-insensitively anywhere in a generated name). */
export const REAL_NAME_PHRASES = words(`
  sinar mas, bank central, bank rakyat, bank negara, bank mandiri, bank mega, bank permata, bank danamon, bank
  panin, bank victoria, bank maspion, bank bumi arta, bank artha graha, bank mestika, bank multiarta, bank
  ganesha, bank capital, bank raya, bank jago, bank amar, bank bisnis, bank tabungan, bank syariah indonesia,
  astra, adaro, barito, indofood, telkom, gudang garam, semen indonesia, semen gresik, aneka tambang, bukit
  asam, unilever, kalbe, mayora, sido muncul, summarecon, ciputra, lippo, pakuwon, bumi serpong, bumi
  resources, medco, indika, harum energy, bayan, matahari, sampoerna, jasa marga, wijaya karya, waskita, adhi
  karya, pembangunan perumahan, perusahaan gas, timah, garuda, chandra asri, charoen, japfa, indosat, sarana
  menara, tower bersama, mitra keluarga, mitra adiperkasa, sumber alfaria, elang mahkota, kimia farma, indo
  tambangraya, vale, merdeka, amman, bakrie, salim, djarum, rajawali, bumi citra permai, intiland, alam
  sutera, surya citra, citra marga, panca budi, tunas baru, tunas ridean, sinar sosro, semen baturaja, dharma
  satya, multi bintang, trans retail, indo kordsa
`)
