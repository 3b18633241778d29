import type { Market } from '../../../shared/catalogue'
import { tokenize } from '../tokens/tokenize'
import { recognise } from '../recognition/recognise'
import { readRanges } from './ranges'

/**
 * Everyday ways of saying a condition, rewritten into the grammar's words before it reads them, in English and
 * Bahasa Indonesia: valuation multiples ("trading under 10 times earnings" is P/E below 10), multiples of change
 * ("revenue doubled" is revenue growth of at least 100 %, "lost half their value" a fall of at least 50 %),
 * verbs that attach to a metric ("paying more than 6 % in dividends", "earning more than 2 trillion", "growing
 * revenue more than 15 %", "membayar dividen lebih dari 6 %"). Each rewrite keeps every word's meaning: a phrase
 * that fits none is left for the grammar, which refuses what it cannot read.
 */
const N = String.raw`(\d+(?:[.,]\d+)?)`
const COMPARE = String.raw`(under|below|less than|fewer than|lower than|above|over|more than|higher than|at most|at least|di bawah|dibawah|di atas|diatas|kurang dari|lebih dari|maksimal|minimal|setidaknya)`
const PERCENT = String.raw`\s*(?:%|percent|persen)`

/** The ratio a multiple of a line is: "10 times earnings" is a P/E of 10. */
const MULTIPLE_OF: readonly (readonly [RegExp, string])[] = [
  [/^(?:earnings|profits?|net income|npat|patmi|laba(?: bersih)?)$/iu, 'P/E'],
  [/^(?:sales|revenues?|penjualan|pendapatan)$/iu, 'price to sales'],
  [/^(?:book|book value|nilai buku)$/iu, 'P/B'],
]
const VALUED = String.raw`(?:trading|trades|trade|traded|valued|priced|costs?|costing|diperdagangkan|dihargai|ditransaksikan|bertransaksi|diperjualbelikan)`
const LINE = String.raw`(earnings|profits?|net income|npat|patmi|laba bersih|laba|sales|revenues?|penjualan|pendapatan|book value|book|nilai buku)`
/** A small multiple said in a word after a verb of price: "diperdagangkan di bawah lima kali laba". */
const MULTIPLE_WORDS: Readonly<Record<string, string>> = Object.fromEntries(
  'satu dua tiga empat lima enam tujuh delapan sembilan sepuluh'.split(' ').map((word, at) => [word, String(at + 1)]),
)
const MULTIPLE = new RegExp(
  String.raw`\b(?:(?:is|are)\s+)?${VALUED}?\s*(?:at\s+|pada\s+)?` +
    String.raw`${COMPARE}\s+${N}\s*(?:x|times|kali)\s+(?:(?:their|its|the)\s+)?${LINE}\b`,
  'giu',
)
const MULTIPLE_IN_WORDS = new RegExp(
  String.raw`\b${VALUED}\s+(?:pada\s+)?${COMPARE}\s+(${Object.keys(MULTIPLE_WORDS).join('|')})\s+kali\s+${LINE}\b`,
  'giu',
)
/**
 * A multiple said in words: "trading under half their book value" is a P/B below 0.5. Only after a verb of
 * price: "more than half their earnings" alone is a payout, not a P/E.
 */
const WORD_MULTIPLES: Readonly<Record<string, string>> = { half: '0.5', twice: '2' }
const WORD_MULTIPLE = new RegExp(
  String.raw`\b(?:(?:is|are)\s+)?${VALUED}\s+(?:at\s+)?${COMPARE}\s+(half|twice)\s+(?:(?:their|its|the)\s+)?${LINE}\b`,
  'giu',
)

/** "doubled", "tripled", "halved", "naik dua kali lipat": the change as a growth threshold. */
const CHANGES: readonly (readonly [RegExp, growth: string, price: string])[] = [
  [
    /\b(?:has |have )?(?:doubled|doubling|(?:naik |tumbuh )?(?:(?:dua|2) kali|2\s*x) lipat|berlipat ganda)(?:\s+in\s+(?:share\s+)?price)?\b/iu,
    'growth at least 100%',
    'rose at least 100%',
  ],
  [
    /\b(?:has |have )?(?:tripled|tripling|(?:naik |tumbuh )?(?:(?:tiga|3) kali|3\s*x) lipat)(?:\s+in\s+(?:share\s+)?price)?\b/iu,
    'growth at least 200%',
    'rose at least 200%',
  ],
  [
    /\b(?:has |have )?(?:quadrupled|(?:naik |tumbuh )?(?:(?:empat|4) kali|4\s*x) lipat)(?:\s+in\s+(?:share\s+)?price)?\b/iu,
    'growth at least 300%',
    'rose at least 300%',
  ],
  [
    /\b(?:has |have )?(?:halved|lost half(?: of)?(?: (?:their|its) value)?|(?:turun|tinggal|anjlok) (?:separuh|setengah)(?:nya)?)\b/iu,
    'growth at most -50%',
    'fell at least 50%',
  ],
  [
    /\b(?:has |have )?(?:lost (?:a|one) third(?: of)?(?: (?:their|its) value)?|turun sepertiga|anjlok sepertiga)\b/iu,
    // a third exactly: the digits a double of 1/3 prints with
    'growth at most -33.33333333333333%',
    'fell at least 33.33333333333333%',
  ],
  [
    /\b(?:has |have )?(?:lost (?:a|one) quarter(?: of)?(?: (?:their|its) value)?|turun seperempat|anjlok seperempat)\b/iu,
    'growth at most -25%',
    'fell at least 25%',
  ],
  [
    /\b(?:has |have )?(?:lost two thirds(?: of)?(?: (?:their|its) value)?|turun dua pertiga|anjlok dua pertiga)\b/iu,
    'growth at most -66.66666666666667%',
    'fell at least 66.66666666666667%',
  ],
]
/**
 * A change is one of the price only when it is said of the stocks themselves ("stocks that doubled", "saham yang
 * turun separuh") and no financial line is named; otherwise it is the growth of the metric it follows, which the
 * grammar refuses when there is none.
 */
const LINE_WORDS =
  /\b(?:revenue|revenues|sales|earnings|profit|profits|income|laba|pendapatan|penjualan|dividend|dividends|dividen|eps|assets|aset|debt|utang|equity|ekuitas|ebitda|cash|kas)(?:nya)?\b/iu
const PRICE_SUBJECT =
  /\b(?:stocks?|shares?|tickers?|counters?|names|saham(?:-saham)?|price|harga)(?:\s+(?:that|which|yang|yg))?(?:\s+(?:have|has))?\s*$/iu
/** "saham batu bara yg naik dua kali lipat": the stocks of a class named between them and the change. */
const PRICE_SUBJECT_OF_CLASS =
  /\b(?:stocks?|shares?|tickers?|counters?|saham(?:-saham)?)\s+((?:[\p{L}-]+\s+){1,3}?)(?:that|which|yang|yg)(?:\s+(?:have|has))?\s*$/iu

/** "gold miners that doubled", "airlines that lost half their value": a class alone names its stocks too. */
const CLASS_SUBJECT = /((?:[\p{L}-]+\s+){1,3})(?:that|which|yang|yg)(?:\s+(?:have|has))?\s*$/iu

/** The words before a change name the stocks themselves, or the stocks of a class, or a class alone. */
function isPriceSubject(before: string, market: Market): boolean {
  if (PRICE_SUBJECT.test(before)) return true
  const between = PRICE_SUBJECT_OF_CLASS.exec(before)?.[1]
  if (between !== undefined) return namesClassOnly(between, market)
  const words = CLASS_SUBJECT.exec(before)?.[1]?.trim().split(/\s+/u) ?? []
  return words.some((_word, from) => namesClassOnly(words.slice(from).join(' '), market))
}

function namesClassOnly(words: string, market: Market): boolean {
  const { items, unknown } = recognise(tokenize(words), market)
  return unknown.length === 0 && items.length > 0 && items.every((item) => item.kind === 'class')
}

/** A fraction after a move and a comparison: "lost more than a quarter of their value" is a fall of over 25%. */
const FRACTIONS: Readonly<Record<string, string>> = {
  half: '50',
  'a third': '33.33333333333333',
  'one third': '33.33333333333333',
  'a quarter': '25',
  'one quarter': '25',
  'two thirds': '66.66666666666667',
  'a fifth': '20',
  'one fifth': '20',
  'a tenth': '10',
  'one tenth': '10',
  separuh: '50',
  setengah: '50',
  sepertiga: '33.33333333333333',
  seperempat: '25',
  seperlima: '20',
  sepersepuluh: '10',
}
const MOVE_BY_FRACTION = new RegExp(
  String.raw`\b(lost|fell|dropped|declined|shrank|shrunk|grew|gained|rose|turun|anjlok|merosot|menyusut|tumbuh|naik)(?:\s+(?:by|sebesar))?\s+${COMPARE}\s+(${Object.keys(FRACTIONS).join('|')})` +
    String.raw`(?:\s+of)?(?:\s+(?:their|its)\s+value|\s+nilainya)?\b`,
  'giu',
)

/** Money per share: "1000 rupiah", "Rp 1.000", "S$0.10", "5 cents", "1 rb" (the units read it as 1,000 later) */
const PER_SHARE_AMOUNT = String.raw`((?:rp\.?\s*|idr\s*|s\$\s*|sgd\s*)?\d[\d.,]*(?:\s*(?:ribu|rb|k)\b)?(?:\s*(?:rupiah|idr|sgd|cents?))?)`
const PER_SHARE = String.raw`(?:per|a|each)\s+share|per\s+(?:lembar\s+)?saham|per\s+lembar|perlembar`
const PAY = String.raw`(?:pay(?:s|ing)?|paid|giv(?:es|ing)|membayar|memberikan|membagikan|bagi|bayar)`

const REWRITES: readonly (readonly [RegExp, string])[] = [
  // "paling sedikit 5%" is a floor; with no number after it, "karyawan paling sedikit" ranks: the fewest
  [/\bpaling\s+(sedikit|banyak)\b(?!\s*(?:rp\.?\s*|idr\s*|s\$\s*)?\d)/giu, ' ter$1 '],
  // "paying more than 1000 rupiah per share in dividends", "membagikan dividen lebih dari Rp 100 per saham"
  [
    new RegExp(
      String.raw`\b${PAY}\s+${COMPARE}\s+${PER_SHARE_AMOUNT}\s+(?:${PER_SHARE})\s+(?:in\s+)?(?:dividends?|dividen)\b`,
      'giu',
    ),
    ' dividend per share $1 $2 ',
  ],
  [
    new RegExp(
      String.raw`\b(?:${PAY}\s+)?(?:dividends?|dividen(?:nya)?)(?:\s+(?:payments?|payouts?|pembayaran))?\s+(?:of\s+|sebesar\s+)?${COMPARE}\s+${PER_SHARE_AMOUNT}\s+(?:${PER_SHARE})\b`,
      'giu',
    ),
    ' dividend per share $1 $2 ',
  ],
  // "paying more than 6% in dividends", "yielding over 5% in dividends"
  [
    new RegExp(
      String.raw`\b(?:pay(?:s|ing)?|paid|yield(?:s|ing)?|giv(?:es|ing))\s+${COMPARE}\s+${N}${PERCENT}\s+(?:in\s+)?(?:dividends?|dividend yield)\b`,
      'giu',
    ),
    ' dividend yield $1 $2% ',
  ],
  // "pay a dividend above 5%", "membayar dividen lebih dari 6%", "memberikan dividen minimal 5%"
  [
    new RegExp(
      String.raw`\b(?:pay(?:s|ing)?|paid|giv(?:es|ing)|offer(?:s|ing)?|membayar|memberikan|membagikan|menawarkan|bagi|bayar)\s+(?:an?\s+)?(?:(?:dividend\s+)?yields?(?:\s+of)?|dividends?(?:\s+yields?)?(?:\s+of)?|(?:imbal\s+hasil|yield)(?:\s+dividen)?|dividen(?:\s+yield)?)\s+(?:yang\s+|sebesar\s+)?${COMPARE}\s+${N}${PERCENT}`,
      'giu',
    ),
    ' dividend yield $1 $2% ',
  ],
  // "paying out more than 50% of earnings", "membagikan lebih dari 40% laba": the payout ratio
  [
    new RegExp(
      String.raw`\b(?:pay(?:s|ing)?|paid|membayar|membagikan|bagi)\s+(?:out\s+)?${COMPARE}\s+${N}${PERCENT}\s+(?:of\s+|dari\s+)?(?:(?:their|its)\s+)?(?:earnings|profits?|net income|laba(?:\s+bersih)?(?:nya)?)(?:\s+(?:as|in|sebagai)\s+(?:dividends?|dividen))?`,
      'giu',
    ),
    ' payout ratio $1 $2% ',
  ],
  // "stocks paying more than 7%", "yielding over 5%", "yg membayar lebih dari 7%": a percentage paid is a dividend
  // yield ("of earnings" is a payout; "membagikan lebih dari 40%" is a payout too, and stays the grammar's)
  [
    new RegExp(
      String.raw`(?<!\bdividend\s)\b(?:pay(?:s|ing)?|paid|yields|yielding|membayar|memberikan|menawarkan)\s+${COMPARE}\s+${N}${PERCENT}(?!\s+(?:of|dari)\b)`,
      'giu',
    ),
    ' dividend yield $1 $2% ',
  ],
  // "earning more than 2 trillion", "making over Rp 1 T"
  [
    new RegExp(
      String.raw`\b(?:earning|earns|earned|earn|making|makes|make|made|menghasilkan|meraup|mencetak)\s+(?:a\s+(?:net\s+)?profit\s+(?:of\s+)?|profits?\s+(?:of\s+)?|laba(?:\s+bersih)?\s+)?${COMPARE}\b`,
      'giu',
    ),
    ' net income $1 ',
  ],
  // "employ more than 30,000 people", "mempekerjakan lebih dari 10.000 orang": the number of employees
  [
    new RegExp(
      String.raw`\b(?:employ|employs|employing|employed|mempekerjakan|memperkerjakan)\s+${COMPARE}\s+(\d[\d.,]*(?:\s*(?:k|rb|ribu|thousand)\b)?)(?:\s+(?:people|persons|workers|staff|employees|orang|karyawan|pegawai))?\b`,
      'giu',
    ),
    ' employees $1 $2 ',
  ],
  // "karyawan lebih dari 30.000 orang", "more than 5,000 staff … people": a headcount counts people, the noun adds nothing
  [
    /\b(employees?|workers|staff|headcount|karyawan|pegawai|tenaga kerja)\b(\D{0,30}?\d[\d.,]*)\s+(?:people|persons|orang|jiwa)\b/giu,
    ' $1 $2 ',
  ],
  // "which company have profit in 2021", "has a net profit?": having a profit, with no amount after it, is making one
  [
    /\b(?:have|has|had)\s+(?:a\s+)?(?:net\s+)?profits?\b(?=\s+(?:in|each|every|for|during|since)\b|\s+(?:19|20)\d{2}\b|\s*[?.!]*\s*$)/giu,
    ' made a profit ',
  ],
  // "the 3 most indebted developers", "least leveraged banks": a ranking by debt to equity, the corpus's leverage
  [/\bmost\s+(?:heavily\s+|highly\s+)?(?:indebted|leveraged|geared)\b/giu, ' highest debt to equity '],
  [/\bleast\s+(?:indebted|leveraged|geared)\b/giu, ' lowest debt to equity '],
  // "shares that cost less than 50 rupiah": what a share costs is its price
  [new RegExp(String.raw`\b(?:cost|costs|costing)\s+${COMPARE}`, 'giu'), ' priced $1 '],
  // "membukukan laba bersih positif", "posted revenue above 1 trillion", "report a return on equity exceeding 12%",
  // "menghasilkan arus kas bebas lebih dari 1 triliun" (generates):
  // the verb before a line or ratio and its condition
  [
    /\b(?:membukukan|mencatatkan|mencatat|meraih|menghasilkan|booked|posted|booking|posting|report|reports|reported|reporting)\s+(?:an?\s+)?(?=(?:laba bersih|laba kotor|laba usaha|laba|arus kas bebas|arus kas operasi|pendapatan|penjualan|net income|net profit|revenue|sales|gross profit|return on equity|return on assets|roe|roa|net profit margin|net margin|gross margin|operating margin)\s+(?:positif|negatif|di atas|diatas|di bawah|dibawah|lebih|kurang|minimal|maksimal|above|over|below|under|more|less|exceeding|exceeds|greater|higher|lower|[<>]))/giu,
    ' ',
  ],
  // "growing revenue more than 15%", "grew earnings by over 20%"
  [
    new RegExp(
      String.raw`\b(?:growing|grew|grow|grows|increasing|increased)\s+(?:(?:their|its)\s+)?(?!by\b)([a-z][a-z ]*?)\s+(?:by\s+)?${COMPARE}\s+${N}${PERCENT}`,
      'giu',
    ),
    ' $1 growth $2 $3% ',
  ],
]

/** A word every idiom above starts with or holds: most questions have none and skip the rewrites at once. */
const TRIGGER =
  /\d\s*(?:[%a-z]{0,2}|miliar|triliun)\s*[-–—]\s*\d|\d\s+(?:to|sampai|hingga|sd|s\/d)\s+\d|membukukan|mencatat|meraih|booked|booking|posted|posting|report|\b(?:\d+(?:[.,]\d+)?\s*(?:x|times|kali)|paling|doubl|tripl|quadrupl|halved|lost|lipat|separuh|setengah|sepertiga|seperempat|seperlima|sepersepuluh|fifth|tenth|pertiga|shr|menyusut|merosot|pay|paid|yield|giv|offer|membayar|memberikan|membagikan|menawarkan|bagi|bayar|diperdagangkan|dihargai|ditransaksikan|bertransaksi|diperjualbelikan|earn|mak|made|menghasilkan|meraup|mencetak|grow|grew|increas|employ|mempekerja|memperkerja|most\s+(?:heavily\s+|highly\s+)?(?:indebted|leveraged|geared)|least\s+(?:indebted|leveraged|geared)|ha(?:ve|s|d)\s+(?:a\s+)?(?:net\s+)?profit|people|persons|orang|jiwa|cost|half|twice|third|quarter|fell|dropped|declined|gained|rose|turun|anjlok|naik|per\s+(?:share|saham|lembar)|perlembar)/iu

/** The question with its idioms in the grammar's words; unchanged when it has none. */
export function readIdioms(question: string, market: Market): string {
  if (!TRIGGER.test(question)) return question
  const asRatio = (whole: string, compare: string, amount: string | undefined, line: string) => {
    const ratio = MULTIPLE_OF.find(([pattern]) => pattern.test(line))?.[1]
    return ratio === undefined || amount === undefined ? whole : ` ${ratio} ${compare} ${amount} `
  }
  let text = readRanges(question)
    .replace(MULTIPLE, asRatio)
    .replace(MULTIPLE_IN_WORDS, (whole: string, compare: string, word: string, line: string) =>
      asRatio(whole, compare, MULTIPLE_WORDS[word.toLowerCase()], line),
    )
  text = text.replace(WORD_MULTIPLE, (whole: string, compare: string, words: string, line: string) =>
    asRatio(whole, compare, WORD_MULTIPLES[words.toLowerCase()], line),
  )
  text = text.replace(MOVE_BY_FRACTION, (whole: string, move: string, compare: string, fraction: string) => {
    const percent = FRACTIONS[fraction.toLowerCase()]
    return percent === undefined ? whole : ` ${move} ${compare} ${percent}% `
  })
  for (const [pattern, replacement] of REWRITES) text = text.replace(pattern, replacement)
  for (const [pattern, growth, price] of CHANGES) {
    const match = pattern.exec(text)
    if (match === null) continue
    const ofPrice = isPriceSubject(text.slice(0, match.index), market) && !LINE_WORDS.test(text)
    text = text.replace(pattern, ofPrice ? ` ${price} ` : ` ${growth} `)
  }
  return text === question ? question : text.replace(/\s+/gu, ' ').trim()
}
