/**
 * The language of a question, English or Bahasa Indonesia, judged from its function words: the response's message
 * is written in it. A question with no telling word ("BBCA", "LQ45 ROE") is English.
 */
export type Language = 'en' | 'id'

const INDONESIAN =
  /\b(?:yang|yg|dengan|dgn|di|dan|dari|atau|untuk|pada|saham|emiten|perusahaan|tertinggi|terendah|terbesar|terkecil|termurah|laba|pendapatan|penjualan|dividen|tahun|kuartal|triwulan|lebih|atas|bawah|kurang|berdasarkan|kapitalisasi|pasar|merugi|rugi|untung|utang|hutang|tanpa|murah|mahal|naik|turun|karyawan|berturut|setahun|terakhir|milik|negara|bumn|diurutkan|tercatat|melantai|margin laba|kinerja|harga|teratas|asuransi|batu|bara|perbankan|antara|sampai|minimal|maksimal|bagi|membagikan|rasio|aset|ekuitas|kas|sebelum|setelah|sejak|menguntungkan|terbaru|tertua|ini|hari|lalu|persen|triliun|miliar|juta)\b/giu
const ENGLISH =
  /\b(?:the|with|and|of|in|by|than|above|below|over|under|highest|lowest|largest|smallest|top|companies|company|stocks|which|that|show|more|less|most|year|years|quarter|revenue|earnings|profit|dividends?|banks|debt|cheap|best|worst|listed|trillion|billion|million)\b/giu

export function languageOf(question: string): Language {
  const indonesian = question.match(INDONESIAN)?.length ?? 0
  const english = question.match(ENGLISH)?.length ?? 0
  return indonesian > english ? 'id' : 'en'
}
