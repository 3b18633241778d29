import { LATEST_FISCAL_YEAR } from '../../../shared/catalogue'
import type { ItemBody } from '../recognition/types'
import { half, listed, preset, rank } from './words'

/**
 * Bahasa Indonesia: the grammatical words (comparisons, ranking, growth, states, listing, years, connectors and
 * filler) and the concepts of concepts.ts as Indonesian investors write them, informal spellings included
 * ("yg", "dgn", "diatas"). Metric and industry names are in metric-synonyms.ts and indonesian-classes.ts.
 */

/** "mendekati harga tertinggi 52 minggu", "di harga terendah sepanjang masa". */
function dekat(nouns: readonly string[]): string {
  const before = ['mendekati', 'dekat', 'di dekat', 'di', 'menyentuh', 'sentuh', 'berada di', 'mencetak']
    // the price said as the subject of the level: "REIT dengan harga dekat terendah 52 minggu"
    .flatMap((word) => [word, `harga ${word}`, `harganya ${word}`, `harga saham ${word}`, `harga sahamnya ${word}`])
  const prefixes = ['', 'harga ', 'level ']
  return before.flatMap((word) => prefixes.flatMap((p) => nouns.map((noun) => `${word} ${p}${noun}`))).join('|')
}

/**
 * Listed before, after, since or between years: "tercatat setelah 2018", with where it listed said between, when
 * that names no market ("IPO di bursa sebelum 2000", "melantai di lantai bursa sejak 2020").
 */
function listing(prepositions: readonly string[]): string {
  const verbs = ['tercatat', 'ipo', 'melantai', 'listing', 'go public', 'terdaftar']
  const places = ['', 'di bursa ', 'di bursa efek ', 'di lantai bursa ', 'di pasar modal ', 'di pasar saham ']
  return verbs.flatMap((verb) => places.flatMap((place) => prepositions.map((p) => `${verb} ${place}${p}`))).join('|')
}

/** "(yang) baru IPO tahun 2023": a year said after a recent listing is the year it listed in, not a ranking. */
function recentlyListedIn(): string {
  const verbs = ['ipo', 'listing', 'melantai', 'tercatat']
  const years = ['tahun', 'pada', 'pada tahun', 'di tahun']
  return ['baru', 'yang baru']
    .flatMap((lead) => verbs.flatMap((verb) => years.map((year) => `${lead} ${verb} ${year}`)))
    .join('|')
}

/** An end of an ordering said first: "terendah dulu", "termurah lebih dulu", "terbesar terlebih dahulu". */
function firstOf(ends: readonly string[]): string {
  const after = ['dulu', 'lebih dulu', 'duluan', 'terlebih dahulu', 'lebih dahulu']
  return ends.flatMap((end) => after.map((word) => `${end} ${word}`)).join('|')
}

export const INDONESIAN_WORDS: readonly (readonly [phrases: string, meaning: ItemBody])[] = [
  [
    'di atas|diatas|lebih dari|lebih besar dari|lebih besar daripada|lebih tinggi dari|lebih tinggi daripada|melebihi|' +
      'melampaui|lebih banyak dari|lebih banyak daripada',
    { kind: 'compare', op: '>' },
  ],
  [
    'minimal|setidaknya|paling tidak|paling sedikit|sekurang kurangnya|tidak kurang dari|sedikitnya',
    { kind: 'compare', op: '>=' },
  ],
  [
    'di bawah|dibawah|kurang dari|lebih kecil dari|lebih kecil daripada|lebih rendah dari|lebih rendah daripada',
    { kind: 'compare', op: '<' },
  ],
  [
    'maksimal|maksimum|tidak lebih dari|tak lebih dari|tidak melebihi|sebanyak banyaknya|paling banyak',
    { kind: 'compare', op: '<=' },
  ],
  ['sama dengan', { kind: 'compare', op: '=' }],
  ['antara', { kind: 'between' }],
  ['positif', { kind: 'sign', op: '>' }],
  ['negatif|minus', { kind: 'sign', op: '<' }],
  ['atau lebih', { kind: 'postfix', op: '>=', chained: null }],
  ['atau kurang', { kind: 'postfix', op: '<=', chained: null }],
  // "harga 200 ke bawah", "ROE 15% keatas": the number and everything below or above it
  ['ke bawah|kebawah', { kind: 'postfix', op: '<=', chained: null }],
  ['ke atas|keatas', { kind: 'postfix', op: '>=', chained: null }],
  ['teratas|terbesar|paling besar|terbesar di|paling gede|paling gedhe', rank(true, { defaultMetric: 'market_cap' })],
  ['terkecil|paling kecil', rank(false, { defaultMetric: 'market_cap' })],
  ['tertinggi|paling tinggi|terbanyak|terbaik|paling bagus|tertinggi di', rank(true)],
  ['tercepat|paling cepat|tumbuh tercepat|tumbuh paling cepat', rank(true, { growth: true })],
  // the most traded is the highest volume: "paling ramai ditransaksikan" (refused where the market has no volume)
  [
    'paling ramai ditransaksikan|paling ramai diperdagangkan|paling aktif diperdagangkan|paling likuid|teramai',
    rank(true, { defaultMetric: 'volume' }),
  ],
  ['terendah|paling rendah|tersedikit|terburuk|paling jelek', rank(false)],
  ['termurah|paling murah|murah|valuasi murah', rank(false, { defaultMetric: 'pe', positiveOnly: true })],
  ['termahal|paling mahal|mahal|valuasi mahal|kemahalan', rank(true, { defaultMetric: 'pe', positiveOnly: true })],
  [
    'paling menguntungkan|paling untung|paling cuan|paling profit|paling profitable|laba paling besar|' +
      // the profit said with its size is a ranking by it, not a profitable filter: "untungnya paling gede"
      'untungnya paling besar|untungnya paling gede|untungnya terbesar|untung terbesar|untung paling besar|' +
      'untung paling gede|paling besar untungnya|paling gede untungnya|keuntungannya paling besar|keuntungan terbesar',
    rank(true, { defaultMetric: 'earnings' }),
  ],
  [
    'ipo terbaru|emiten baru|baru ipo|baru melantai|baru listing|emiten terbaru|saham terbaru|pendatang baru|' +
      'yang baru ipo|yang baru melantai|terbaru|paling baru tercatat|paling baru|baru tercatat|paling akhir tercatat',
    rank(true, { defaultMetric: 'listing_date' }),
  ],
  [
    'tertua|paling lama|paling tua|terlama|paling lama tercatat|paling awal tercatat',
    rank(false, { defaultMetric: 'listing_date' }),
  ],
  ['karyawan terbanyak|pegawai terbanyak|pemberi kerja terbesar', rank(true, { defaultMetric: 'employees' })],
  [
    'saham dividen terbaik|dividen terbaik|dividen tinggi|saham dividen tinggi|yield tinggi|dividen besar|berdividen tinggi|' +
      'berdividen besar|' +
      // the corpus's rule ('10 saham dividen terbaik', 'high dividend stocks'): a ranking of dividend stocks by their
      // yield needs no payer condition besides
      'saham dividen tertinggi|saham dividen terbesar|saham berdividen tertinggi',
    rank(true, { defaultMetric: 'dividend_yield' }),
  ],
  ['berdasarkan|menurut|berdasar|dilihat dari|dari sisi', { kind: 'by', descending: true }],
  // an imperative before the rows it ranks: "peringkat bank berdasarkan ROE"
  ['peringkat|pemeringkatan|ranking|rangking|ranking kan|peringkatkan', { kind: 'by', descending: false }],
  [
    'diurutkan berdasarkan|urut berdasarkan|urutkan berdasarkan|diurutkan menurut|urutkan menurut|diurutkan dari|' +
      'urutkan dari|diurutkan|urutkan|diurut berdasarkan|diurut|urutin berdasarkan|urutin menurut|urutin dari|' +
      'diurutin|urutin',
    { kind: 'by', descending: false },
  ],
  [
    'dari besar ke kecil|dari terbesar ke terkecil|dari tertinggi ke terendah|dari yang terbesar|' +
      'dari yang tertinggi|menurun dari terbesar|dari yang termahal|' +
      firstOf(['terbesar', 'tertinggi', 'termahal', 'terbanyak', 'paling besar', 'paling tinggi', 'paling banyak']),
    { kind: 'direction', descending: true },
  ],
  [
    'dari kecil ke besar|dari terkecil ke terbesar|dari terendah ke tertinggi|dari yang terkecil|' +
      'dari yang terendah|dari yang termurah|' +
      firstOf(['terkecil', 'terendah', 'termurah', 'tersedikit', 'paling kecil', 'paling rendah', 'paling sedikit']),
    { kind: 'direction', descending: false },
  ],
  ['pertumbuhan|pertumbuhan dari|perubahan', { kind: 'growth', trend: 'any' }],
  [
    'tumbuh|bertumbuh|naik|meningkat|bertambah|melonjak|naik dibanding tahun sebelumnya|naik dari tahun sebelumnya|' +
      'lebih tinggi dari tahun sebelumnya|naik dibanding tahun lalu|meningkat dibanding tahun sebelumnya',
    { kind: 'growth', trend: 'up' },
  ],
  [
    'turun|menurun|merosot|anjlok|berkurang|menyusut|menciut|mengecil|turun dibanding tahun sebelumnya|turun dari tahun sebelumnya',
    { kind: 'growth', trend: 'down' },
  ],
  [
    'untung|menguntungkan|mencetak laba|membukukan laba|cuan|meraih laba|berlaba|profitabel|masih untung|yang untung',
    { kind: 'state', state: 'profitable' },
  ],
  [
    'merugi|rugi|mengalami kerugian|membukukan rugi|rugi bersih|mencetak rugi|masih rugi|boncos|membukukan kerugian|' +
      'yang rugi|kerugian',
    { kind: 'state', state: 'lossMaking' },
  ],
  [
    'membagikan dividen|bagi dividen|rajin bagi dividen|rajin membagikan dividen|membayar dividen|bayar dividen|' +
      'pembagi dividen|saham dividen|rajin dividen|membagi dividen|yang membagikan dividen|dividen dibagikan|' +
      'dividennya dibagikan|dividen dibayarkan',
    { kind: 'state', state: 'dividendPayer' },
  ],
  [
    'tidak membagikan dividen|tidak bagi dividen|tanpa dividen|tidak membayar dividen|tidak pernah bagi dividen|' +
      'tidak ada dividen|tidak membagi dividen',
    { kind: 'state', state: 'noDividend' },
  ],
  [listing(['setelah', 'sesudah']), listed('after')],
  [listing(['sebelum']), listed('before')],
  [
    'ipo tahun|ipo pada|ipo di tahun|ipo pada tahun|tercatat pada tahun|tercatat tahun|melantai pada|melantai tahun|' +
      'listing tahun|listing pada|' +
      // "yang baru IPO tahun 2023": a year said after a recent listing is the year it listed in, not a ranking
      recentlyListedIn(),
    listed('in'),
  ],
  [listing(['sejak']), listed('since')],
  [listing(['antara']), listed('between')],
  ['tercatat|melantai|go public|terdaftar', { kind: 'listed', relation: 'in', explicit: false }],
  [
    'tahun lalu|tahun sebelumnya|tahun kemarin|tahun buku terakhir',
    { kind: 'year', year: LATEST_FISCAL_YEAR, relative: 'last' },
  ],
  ['tahun ini|tahun berjalan', { kind: 'year', year: LATEST_FISCAL_YEAR, relative: 'this' }],
  ['singapura', { kind: 'market', market: 'sgx' }],
  ['papan utama', { kind: 'board', board: 'Main' }],
  ['papan pengembangan', { kind: 'board', board: 'Development' }],
  ['papan pemantauan khusus', { kind: 'board', board: 'Watchlist' }],
  ['papan akselerasi', { kind: 'board', board: 'Acceleration' }],
  ['papan ekonomi baru', { kind: 'board', board: 'New Economy' }],
  ['dan|serta|dan juga|juga|tapi|tetapi|namun', { kind: 'connector', word: 'and' }],
  ['atau', { kind: 'connector', word: 'or' }],
  ['sampai|hingga|s d|sd', { kind: 'connector', word: 'to' }],
  // "tanpa rokok": without a class is excluding it ("tanpa utang", "tanpa dividen" keep their longer phrases)
  ['kecuali|selain|tidak termasuk|di luar|bukan|tanpa', { kind: 'exclude' }],
  ['saham kecil|kapitalisasi kecil|berkapitalisasi kecil|lapis ketiga|saham lapis tiga', preset('smallCap')],
  ['kapitalisasi menengah|berkapitalisasi menengah|lapis kedua|lapis dua|saham menengah', preset('midCap')],
  ['kapitalisasi besar|berkapitalisasi besar|lapis pertama|lapis satu|saham unggulan|saham besar', preset('largeCap')],
  [
    'utang rendah|utang kecil|hutang rendah|hutang kecil|utangnya rendah|utangnya kecil|sedikit utang|leverage rendah|' +
      // "sedikit" and its everyday "dikit" after the debt as before it: "utangnya dikit"
      'utang sedikit|utangnya sedikit|hutang sedikit|hutangnya sedikit|utang dikit|utangnya dikit|hutangnya dikit|dikit utang',
    preset('lowDebt'),
  ],
  [
    'utang tinggi|utang besar|hutang tinggi|hutang besar|utangnya besar|utangnya tinggi|banyak utang|terlilit utang',
    preset('highDebt'),
  ],
  [
    'tanpa utang|bebas utang|tidak punya utang|tanpa hutang|bebas hutang|tidak memiliki utang|nol utang',
    preset('debtFree'),
  ],
  [
    'kas lebih besar dari utang|kas lebih banyak dari utang|kasnya lebih banyak dari utangnya|kasnya lebih besar dari utangnya|' +
      'kas melebihi utang|kas di atas utang|kaya kas|kaya akan kas|kas melimpah|kasnya melimpah|' +
      // the same said from the debt's side: "utangnya lebih kecil dari kasnya"
      'utang lebih kecil dari kas|utangnya lebih kecil dari kasnya|utang lebih sedikit dari kas|' +
      'utangnya lebih sedikit dari kasnya|utang di bawah kas|utangnya di bawah kasnya',
    preset('cashOverDebt'),
  ],
  ['kas bersih|net cash positif', preset('netCash')],
  ['margin tinggi|margin besar|margin tebal|marjin tinggi|margin laba tinggi', preset('highMargin')],
  ['margin tipis|margin rendah|margin kecil|marjin tipis', preset('thinMargin')],
  [
    'undervalue|di bawah nilai buku|diperdagangankan di bawah nilai buku|diperdagangkan di bawah nilai buku|diperdagangkan dibawah nilai buku|dibawah nilai buku|di bawah nilai wajar|murah secara valuasi|saham value',
    preset('undervalued'),
  ],
  [
    'di bawah nilai intrinsik|di bawah nilai intrinsiknya|dibawah nilai intrinsik|dibawah nilai intrinsiknya|' +
      'harganya di bawah nilai intrinsik|harga di bawah nilai intrinsik|harganya di bawah nilai intrinsiknya|' +
      'harga saham di bawah nilai intrinsik|harga sahamnya di bawah nilai intrinsik',
    preset('belowIntrinsicValue'),
  ],
  [
    'di atas nilai intrinsik|di atas nilai intrinsiknya|diatas nilai intrinsik|diatas nilai intrinsiknya|' +
      'harganya di atas nilai intrinsik|harga di atas nilai intrinsik|harga saham di atas nilai intrinsik|' +
      'harga sahamnya di atas nilai intrinsik',
    preset('aboveIntrinsicValue'),
  ],
  [dekat(['tertinggi 52 minggu', 'tertinggi setahun', 'tertinggi dalam setahun']), preset('near52wHigh')],
  [dekat(['terendah 52 minggu', 'terendah setahun', 'terendah dalam setahun']), preset('near52wLow')],
  [
    dekat(['tertinggi sepanjang masa', 'all time high', 'tertinggi sepanjang sejarah', 'ath']),
    preset('nearAllTimeHigh'),
  ],
  [dekat(['terendah sepanjang masa', 'all time low', 'terendah sepanjang sejarah', 'atl']), preset('nearAllTimeLow')],
  [
    'bumn|persero|milik negara|pelat merah|plat merah|badan usaha milik negara|perusahaan negara|dimiliki negara|' +
      'dikuasai negara|dikendalikan negara|milik pemerintah|dimiliki pemerintah',
    preset('stateOwned'),
  ],
  ['setengah|separuh|setengah laba|setengah dari laba|separuh laba|setengah laba bersih', half('setengah')],
  [
    [
      'yang|yg|dengan|dgn|di|dari|untuk|pada|saham|emiten|perusahaan|tampilkan|tunjukkan|carikan|cari|daftar|apa',
      'apa saja|mana|mana saja|saja|semua|para|sektor|subsektor|sub sektor|industri|subindustri|tahun|thn|memiliki',
      'punya|mempunyai|adalah|ada|ini|itu|bursa|efek|oleh|masih|sudah|telah|dalam|secara|tolong|minta|lihat|ingin',
      'mau|saya|aku|kami|kita|berapa|indeks|anggota|konstituen|termasuk|masuk|kelompok|nilai|nya|nye|sahamnya',
      'perusahaannya|emitennya|bisa|dapat|tbk|jenis|sebesar|sekitar|kira kira|pada tahun|di tahun|tahun buku',
      'dibanding|dibandingkan|terhadap|punya nilai|bernilai|lembaga|ya|dong|deh|kah|apakah|manakah',
      // nouns before a metric that add nothing: "skor risiko ESG"
      'skor',
      // the formal noun for a company (a limited company, "perseroan terbatas"), like "emiten" or "perusahaan": no
      // state ownership, which only "Persero" and "BUMN" name
      'perseroan|perseroan terbatas|perseroannya',
      // a field of business, as formal Indonesian names a class: "perseroan di bidang farmasi", "yang bergerak di
      // bidang batu bara"
      'bidang|bidang usaha|bergerak di bidang|bergerak dalam bidang|bergerak di sektor|bergerak di industri',
      // "yang lagi dekat all time high": "lagi" (right now) adds nothing a current value does not say
      'lagi',
      // "ber-PER rendah", "ber-ROE tinggi": the prefix "ber-" (having) split off a metric by its hyphen
      'ber',
    ].join('|'),
    { kind: 'filler' },
  ],
  // "saham bursa" may be shares on the exchange or the exchange's own shares (Market Operators, which "operator
  // bursa" names): refused, never read as every company
  [
    'saham bursa|saham saham bursa|emiten bursa',
    { kind: 'missing', explain: (raw) => `Could not tell what '${raw}' refers to here.` },
  ],
]
