import { inIndonesian } from '../writing/indonesian-message'

/**
 * The reasons a question is refused, in Bahasa Indonesia, for a question asked in it: the reason is built in
 * English where the pipeline stops, and each of its sentence forms has its Indonesian wording here, so a refusal
 * is wholly in the question's language. Quoted words come from the question and stay as written; the examples a
 * reason gives are Indonesian questions that translate.
 */
const REASONS: readonly (readonly [RegExp, string])[] = [
  [
    /^Could not tell whether ('[^']*') names the companies asked about: name them in the question itself, e\.g\. '[^']*'\.$/u,
    "Tidak jelas apakah $1 menyebut saham yang ditanyakan: sebutkan di pertanyaannya sendiri, misalnya 'bank dengan ROE di atas 15%'.",
  ],
  [/^Could not understand (.+)\.$/u, 'Tidak dipahami: $1.'],
  [
    /^Could not read ('[^']*') as a condition: an approximate value is no bound, give one or a range, e\.g\. 'P\/E between 8 and 12'\.$/u,
    "Tidak bisa membaca $1 sebagai syarat: nilai perkiraan bukan batas, berikan batas atau rentang, misalnya 'PER antara 8 dan 12'.",
  ],
  [
    /^Could not tell whether ('[^']*') is one class or two: ask for one, or for both with 'and'\.$/u,
    "Tidak jelas apakah $1 satu golongan atau dua: tanyakan satu saja, atau keduanya dengan 'dan'.",
  ],
  [
    /^Could not compare (\d{4}) with (\d{4}) directly: growth is measured against the year before, e\.g\. 'revenue up from (\d{4}) to \d{4}' or '[^']*'\.$/u,
    "Tidak bisa membandingkan $1 dengan $2 secara langsung: pertumbuhan diukur terhadap tahun sebelumnya, misalnya 'pendapatan naik dari $3 ke $2' atau 'pendapatan naik setiap tahun dari $1 sampai $2'.",
  ],
  [
    /^Could not tell which of (Q\d-\d{4}) and (Q\d-\d{4}) each condition is about: ask about one quarter, or compare them, e\.g\. 'revenue up from (Q\d) to (Q\d) (\d{4})'\.$/u,
    "Tidak jelas syarat mana untuk $1 dan mana untuk $2: tanyakan satu kuartal, atau bandingkan keduanya, misalnya 'pendapatan naik dari $3 ke $4 $5'.",
  ],
  [
    /^Could not tell what Q(\d)-(\d{4}) is compared with: say it, e\.g\. 'revenue up 10% from Q\d (\d{4}) to Q\d \d{4}' or '[^']*'\.$/u,
    "Tidak jelas Q$1-$2 dibandingkan dengan apa: sebutkan, misalnya 'pendapatan naik 10% dari Q$1 $3 ke Q$1 $2' atau 'pendapatan Q$1 $2 naik 10% dibanding tahun lalu'.",
  ],
  [
    /^Could not tell what changed from (Q\d-\d{4}) to (Q\d-\d{4}): name a metric, e\.g\. '[^']*'\.$/u,
    "Tidak jelas apa yang berubah dari $1 ke $2: sebutkan metriknya, misalnya 'pendapatan naik dari Q1 ke Q2 2025'.",
  ],
  [
    /^Could not tell what ('[^']*') applies to: name a metric, e\.g\. 'P\/E below 15'\.$/u,
    "Tidak jelas $1 berlaku untuk apa: sebutkan metriknya, misalnya 'PER di bawah 15'.",
  ],
  [
    /^Could not tell what ('[^']*') applies to: write the year next to a metric, e\.g\. 'revenue in 2023'\.$/u,
    "Tidak jelas $1 berlaku untuk apa: tulis tahunnya di samping metrik, misalnya 'pendapatan tahun 2023'.",
  ],
  [
    /^Could not tell what ('[^']*') refers to: write it after what it limits, e\.g\. 'P\/E below 15'\.$/u,
    "Tidak jelas $1 merujuk ke apa: tulis setelah yang dibatasinya, misalnya 'PER di bawah 15'.",
  ],
  [
    /^Could not tell what ('[^']*') refers to: name a metric, e\.g\. 'growing revenue'\.$/u,
    "Tidak jelas $1 merujuk ke apa: sebutkan metriknya, misalnya 'pendapatan naik'.",
  ],
  [/^Could not tell what ('[^']*') refers to here\.$/u, 'Tidak jelas $1 merujuk ke apa di sini.'],
  [
    /^Could not tell what ('[^']*') sorts by: name a metric, e\.g\. 'by market cap'\.$/u,
    "Tidak jelas $1 mengurutkan berdasarkan apa: sebutkan metriknya, misalnya 'berdasarkan kapitalisasi pasar'.",
  ],
  [
    /^Could not tell what ('[^']*') sorts: name a metric, e\.g\. 'sorted by P\/E descending'\.$/u,
    "Tidak jelas apa yang diurutkan $1: sebutkan metriknya, misalnya 'diurutkan berdasarkan PER dari terbesar'.",
  ],
  [
    /^Could not tell what ('[^']*') ranks by: name a metric, e\.g\. 'highest dividend yield'\.$/u,
    "Tidak jelas $1 memeringkat berdasarkan apa: sebutkan metriknya, misalnya 'dividend yield tertinggi'.",
  ],
  [
    /^Could not tell which metric's growth ('[^']*') ranks by: name one, e\.g\. 'fastest growing banks by revenue'\.$/u,
    "Tidak jelas pertumbuhan metrik apa yang dipakai $1: sebutkan satu, misalnya 'bank dengan pertumbuhan pendapatan tertinggi'.",
  ],
  [
    /^Could not tell what ('[^']*') compares with: give a number, e\.g\. 'P\/E below 15'\.$/u,
    "Tidak jelas $1 dibandingkan dengan apa: beri angka, misalnya 'PER di bawah 15'.",
  ],
  [
    /^Could not tell what ('[^']*') leaves out: name a class, e\.g\. 'excluding banks'\.$/u,
    "Tidak jelas apa yang dikecualikan $1: sebutkan kelompoknya, misalnya 'kecuali bank'.",
  ],
  [
    /^Could not tell what to do with ('[^']*'): compare it with a number or rank by it, e\.g\. 'highest [^']*'\.$/u,
    'Tidak jelas apa yang diminta dari $1: bandingkan dengan angka atau urutkan, misalnya $1 tertinggi.',
  ],
  [
    /^Could not tell when ('[^']*') means: give a year, e\.g\. 'listed after 2020'\.$/u,
    "Tidak jelas kapan yang dimaksud $1: sebutkan tahunnya, misalnya 'tercatat setelah 2020'.",
  ],
  [
    /^Could not read ('[^']*'): write 'between 5 and 10'\.$/u,
    "Tidak bisa membaca $1: tulis misalnya 'antara 5 dan 10'.",
  ],
  [
    /^Could not read ('[^']*'): write 'listed between 2015 and 2020'\.$/u,
    "Tidak bisa membaca $1: tulis misalnya 'tercatat antara 2015 dan 2020'.",
  ],
  [/^Could not read ('[^']*') as a number of results\.$/u, 'Tidak bisa membaca $1 sebagai jumlah hasil.'],
  [
    /^Could not tell how many results are wanted: ('[^']*') or ('[^']*')\.$/u,
    'Tidak jelas berapa hasil yang diminta: $1 atau $2.',
  ],
  [
    /^Could not tell by what ('[^']*') ranks the (\d+) results: name it, e\.g\. '[^']*'\.$/u,
    "Tidak jelas $1 mengurutkan $2 hasil berdasarkan apa: sebutkan metriknya, misalnya '$2 bank terbesar berdasarkan kapitalisasi pasar'.",
  ],
  [/^The number of results must be at least 1, not ('[^']*')\.$/u, 'Jumlah hasil paling sedikit 1, bukan $1.'],
  [
    /^Could not combine two listing dates: ask for one, e\.g\. listed after 2020\.$/u,
    "Tidak bisa menggabungkan dua tanggal pencatatan: tanyakan satu, misalnya 'tercatat setelah 2020'.",
  ],
  [
    /^Could not tell whether the question asks for growth or decline\.$/u,
    'Tidak jelas apakah yang ditanyakan kenaikan atau penurunan.',
  ],
  [
    /^Could not tell which way to sort: the question asks for both directions\.$/u,
    'Tidak jelas arah urutannya: pertanyaan meminta dua arah sekaligus.',
  ],
  [
    /^Could not tell how to sort: '([^']*)' orders by listing date, not by (.+)\.$/u,
    "Tidak jelas cara mengurutkannya: '$1' mengurutkan menurut tanggal pencatatan, bukan menurut $2.",
  ],
  [
    /^Could not rank by two metrics at once: (.+) and (.+)\.$/u,
    'Tidak bisa mengurutkan dua metrik sekaligus: $1 dan $2.',
  ],
  [
    /^The question names several years: write the year next to (.+), e\.g\. 'revenue in 2023'\.$/u,
    "Pertanyaan menyebut beberapa tahun: tulis tahunnya di samping $1, misalnya 'pendapatan tahun 2023'.",
  ],
  [
    /^(.+) has no quarterly values for (\w+)-listed companies: ask for a year instead\.$/u,
    '$1 tidak punya nilai kuartalan untuk emiten $2: tanyakan per tahun.',
  ],
  [
    /^(.+) has no yearly values for (\w+)-listed companies, so its growth cannot be computed\.$/u,
    '$1 tidak punya nilai tahunan untuk emiten $2, jadi pertumbuhannya tidak bisa dihitung.',
  ],
  [
    /^SGX companies have no executive or shareholder data: ask about IDX companies at (\S+)\.$/u,
    'Emiten SGX tidak punya data eksekutif atau pemegang saham: tanyakan tentang emiten IDX di $1.',
  ],
  [
    /^The listing board is not available for (\w+)-listed companies\.$/u,
    'Papan pencatatan tidak tersedia untuk emiten $1.',
  ],
  [
    /^The listing date is not available for (\w+)-listed companies\.$/u,
    'Tanggal pencatatan tidak tersedia untuk emiten $1.',
  ],
  [
    /^Index membership \(([^)]*)\) is not available for (\w+)-listed companies\.$/u,
    'Keanggotaan indeks ($1) tidak tersedia untuk emiten $2.',
  ],
  [
    /^Intrinsic value is not available for (\w+)-listed companies\.$/u,
    'Nilai intrinsik tidak tersedia untuk emiten $1.',
  ],
  [/^(.+) is not available for (\w+)-listed companies\.$/u, '$1 tidak tersedia untuk emiten $2.'],
  [/^There is no ('[^']*') classification for (\w+)-listed companies\.$/u, 'Tidak ada klasifikasi $1 untuk emiten $2.'],
  [
    /^Growth in (\d{4}) needs (\d{4}), but yearly data starts in (\d{4})\.$/u,
    'Pertumbuhan tahun $1 butuh data $2, padahal data tahunan mulai $3.',
  ],
  [
    /^(Q\d-\d{4}) has not been reported yet: the latest reported quarter is (Q\d-\d{4})\.$/u,
    '$1 belum dilaporkan: kuartal terakhir yang dilaporkan adalah $2.',
  ],
  [
    /^Quarterly data starts in (Q1-\d{4}): there is none for (\d{4})\.$/u,
    'Data kuartalan mulai $1: tidak ada untuk $2.',
  ],
  [/^Yearly data starts in (\d{4}): there is none for (\d{4})\.$/u, 'Data tahunan mulai $1: tidak ada untuk $2.'],
  [
    /^There is no full-year data for (\d{4}) yet: the latest complete fiscal year is (\d{4})\.$/u,
    'Belum ada data setahun penuh untuk $1: tahun buku lengkap terakhir adalah $2.',
  ],
  [/^(.+) is a percentage, so ('[^']*') does not fit it\.$/u, '$1 berupa persentase, jadi $2 tidak cocok.'],
  [/^(.+) is a multiple, so ('[^']*') does not fit it\.$/u, '$1 berupa kelipatan, jadi $2 tidak cocok.'],
  [/^(.+) is an amount of money, so ('[^']*') does not fit it\.$/u, '$1 berupa jumlah uang, jadi $2 tidak cocok.'],
  [
    /^(.+) is an amount per share, so ('[^']*') does not fit it\.$/u,
    '$1 berupa jumlah per saham, jadi $2 tidak cocok.',
  ],
  [
    /^(.+) is (?:a count|a score|a rank|a number), so ('[^']*') does not fit it\.$/u,
    '$1 berupa angka lain, jadi $2 tidak cocok.',
  ],
  [
    /^(.+) \('([^']*)'\) cannot be converted offline: give amounts in rupiah, e\.g\. '[^']*'\.$/u,
    "Jumlah dalam mata uang lain ('$2') tidak bisa dikonversi secara offline: tulis dalam rupiah, misalnya 'pendapatan di atas Rp 10 triliun'.",
  ],
  [
    /^This question is about Singapore \(SGX\) companies: ask it at (\S+)\.$/u,
    'Pertanyaan ini tentang emiten Singapura (SGX): tanyakan di $1.',
  ],
  [
    /^This question is about Indonesian \(IDX\) companies: ask it at (\S+)\.$/u,
    'Pertanyaan ini tentang emiten Indonesia (IDX): tanyakan di $1.',
  ],
  [
    /^('[^']*') describes rather than names, so it is not searched for as a name: give the name, e\.g\. '[^']*'\.$/u,
    "$1 adalah gambaran, bukan nama, jadi tidak dicari sebagai nama: sebutkan namanya, misalnya 'perusahaan milik PT Maju Jaya'.",
  ],
  [
    /^('[^']*') is not written as a name, so it is not searched for: write it with capitals, in quotes or as 'PT …', e\.g\. '[^']*'\.$/u,
    "$1 tidak ditulis sebagai nama, jadi tidak dicari: tulis dengan huruf kapital, dalam tanda kutip atau sebagai 'PT …', misalnya 'perusahaan milik PT Maju Jaya'.",
  ],
]

/** The reason in Indonesian; a form this table does not know yet keeps its English wording. */
export function inIndonesianReason(message: string): string {
  for (const [pattern, wording] of REASONS) {
    // the names a reason gives (of metrics, periods) in Indonesian too; quoted words stay as the person wrote them
    if (pattern.test(message)) return unquoted(message.replace(pattern, wording), inIndonesian)
  }
  return message
}

/**
 * `translate` applied to the text outside quotes; a sentence starting with a name ("Net income tidak tersedia")
 * is translated as it reads inside a sentence, then capitalised again ("ROE" stays as it is).
 */
function unquoted(text: string, translate: (text: string) => string): string {
  const lowered = /^\p{Lu}\p{Ll}/u.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text
  const translated = lowered
    .split(/('[^']*')/u)
    .map((part) => (part.startsWith("'") ? part : translate(part)))
    .join('')
  return lowered === text ? translated : translated.charAt(0).toUpperCase() + translated.slice(1)
}
