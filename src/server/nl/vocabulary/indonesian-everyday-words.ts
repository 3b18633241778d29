/**
 * Everyday Indonesian words one or two edits from a word of the vocabulary: a typo correction would turn them into
 * a class, a metric or a framing word ("perbaikan", repair, into "perbankan"; "peleburan", smelting, into
 * "pelabuhan"; "pokok" into "rokok"; "benar" into "besar"). Found by reading a list of common Indonesian words
 * against the vocabulary; each is a word in its own right, so a question that needs one is refused with rewrites
 * rather than read as a different question. A word that names a class of its own ("perikanan", "penambangan") is a
 * class phrase instead (indonesian-classes.ts).
 */
export const INDONESIAN_EVERYDAY_WORDS: readonly string[] = [
  'agak',
  'angin',
  'baik',
  'baju',
  'benar',
  'biasa',
  'bulan',
  'datar',
  'dimana',
  'dingin',
  'hari',
  'kakao',
  'kali',
  'kemajuan',
  'kota',
  'lagu',
  'laku',
  'layu',
  'malah',
  'mata',
  'mati',
  'menangkap',
  'miring',
  'muat',
  'nila',
  'obati',
  'paku',
  'parit',
  'pelayanan',
  'peleburan',
  'pemasaran',
  'penambahan',
  'penanaman',
  'penawaran',
  'penenunan',
  'penerangan',
  'penimbangan',
  'perbaikan',
  'perhutani',
  'perikatan',
  'perizinan',
  'pernikahan',
  'perputaran',
  'persewaan',
  'pertanian',
  'perumahan',
  'peternakan',
  'pokok',
  'pura',
  'radio',
  'salah',
  'salak',
  'sapu',
  'tadi',
  'tali',
  'tercepat',
  'teri',
  'terminal',
  'tetap',
  'tiang',
  'timbang',
  // "terbatas" (limited) is not "teratas" (top)
  'terbatas',
  // family words and everyday verbs one letter from a class: "ayah"/"ayat" no "ayam", "emak" no "emas", "bajak" no
  // "baja", "pupus" no "pupuk", "restu" no "resto", "susut" (shrink) no "susu", "semut" no "semua"
  'ayah',
  'ayat',
  'emak',
  'bajak',
  'pupus',
  'restu',
  'susut',
  'semut',
  // one letter from a trade's class word: "aksi" (korporasi) and "taksir" no "taksi", "klinis" (clinical) no "klinik"
  'aksi',
  'taksir',
  'klinis',
  // two letters from a trade's class word: "percepatan" (acceleration) and "pergerakan" (movement) no "percetakan"
  // (printing), "pelatihan" (training) and "peleburan" (smelting) no "pelabuhan" (port)
  'percepatan',
  'pergerakan',
  'pelatihan',
  'peleburan',
  // a probe of investor words: "terutama" (mainly) no "tertua" (oldest), "ternama"/"terkenal" (well-known) no
  // "terlama"/"terkecil", "paus" (whale) and "muda" (young) never a typo of another word
  'terutama',
  'ternama',
  'terkenal',
  'paus',
  'muda',
  // "anak" (child: "anak perusahaan", a subsidiary) no Batak "awak"
  'anak',
  // "Asia" no Sundanese "sia", "padat" (padat karya, labour-intensive) no "pada", "BUMD" (owned by a region) no
  // "BUMN" (owned by the state)
  'asia',
  'padat',
  'bumd',
  // a name, one letter from the Filipino particle "naman"
  'nama',
  // trading verbs one letter from an exchange's name: "beli" (buy) no "BEI", so "rekomendasi beli" is never dropped
  'beli',
  'jual',
]
