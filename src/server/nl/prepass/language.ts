/**
 * The language of a question, English or Bahasa Indonesia, judged from its function words: the response's message
 * is written in it. A question with no telling word ("BBCA", "LQ45 ROE") is English.
 */
export type Language = 'en' | 'id'

/** Words only Indonesian uses. */
const INDONESIAN = new RegExp(
  String.raw`\b(?:${(
    'yang yg dengan dgn di dan dari atau untuk pada saham emiten perusahaan tertinggi terendah terbesar ' +
    'terkecil termurah laba pendapatan penjualan dividen tahun kuartal triwulan lebih atas bawah kurang ' +
    'berdasarkan kapitalisasi pasar merugi rugi untung utang hutang tanpa murah mahal naik turun karyawan ' +
    'berturut setahun terakhir milik negara bumn diurutkan tercatat melantai kinerja harga ' +
    'teratas asuransi batu bara perbankan antara sampai minimal maksimal bagi membagikan rasio aset ' +
    'ekuitas kas sebelum setelah sejak menguntungkan terbaru tertua ini hari lalu persen triliun miliar ' +
    'juta paling bernilai mana ada apa tolong dong nggak gak tidak bukan saya aku kasih lihat cari ' +
    'carikan tampilkan urutkan peringkat daftar menurut bebas tinggi rendah besar kecil setiap tiap kali ' +
    'lipat separuh setengah bersih pemerintah memiliki dimiliki ke semua punya juga terus selalu ' +
    'dibagikan berutang bermargin pertumbuhan tumbuh menurun meningkat emas batubara properti kesehatan ' +
    'teknologi makasih halo terima pengen mau ingin sahamnya dividennya labanya pendapatannya utangnya ' +
    'nya hingga selama sebesar terhadap dibanding dibandingkan dibawah diatas bernama dipimpin pemegang ' +
    'direksi komisaris eksekutif sepertiga seperempat kenaikan penurunan dpr tercepat gaes wkwk ramai ' +
    'produsen pembuat pabrikan penambang penyalur saudara diminta dipersilakan semen sawit ' +
    'perseroan bidang hendak assalamualaikum dulu pupuk karet pajak penghasilan beban ' +
    'kecuali selain tanpa barang primer punten atuh kagak indak nyanda ya dekat mendekati rokok bapak ibu ' +
    'bpk kakak adik jasa peralatan fasilitas rekreasi olahraga wadah pengelolaan limbah komponen ' +
    'elektronik mesin penelitian lingkungan investasi infokan sebutin makanan minuman sekitar kira ribu rb'
  )
    .split(' ')
    .join('|')})\b`,
  'giu',
)
/**
 * "PER", "PBV" and "DER" are how Indonesian investors abbreviate the ratios, but screeners in English print them
 * too: they lean a question Indonesian only beside an Indonesian word, so "mkt cap > 50T & DER < 0.5" stays English.
 */
const ABBREVIATIONS = /\b(?:per|pbv|der)\b/giu
const ENGLISH = new RegExp(
  String.raw`\b(?:${(
    'the with and of in by than above below over under highest lowest largest smallest top companies ' +
    'company stocks which that show more less most year years quarter revenue earnings profit dividends? ' +
    'banks debt cheap best worst listed trillion billion million for to is are what who me please pls ' +
    'thanks hey hi hello my want looking find list sort rank order whose where stock shares growth grew ' +
    'high low from between since every each paying trading times'
  )
    .split(' ')
    .join('|')})\b`,
  'giu',
)

const SLANG_VERB = /(?<=\p{L})-in\b/giu

export function languageOf(question: string): Language {
  const words = question.match(INDONESIAN)?.length ?? 0
  // Jakarta slang makes a verb of an English one with "-in" ("compare-in", "sort-in"): an Indonesian suffix, not "in"
  const slangVerbs = question.match(SLANG_VERB)?.length ?? 0
  const english = question.replace(SLANG_VERB, ' ').match(ENGLISH)?.length ?? 0
  const indonesian = words + slangVerbs === 0 ? 0 : words + slangVerbs + (question.match(ABBREVIATIONS)?.length ?? 0)
  return indonesian > english ? 'id' : 'en'
}
