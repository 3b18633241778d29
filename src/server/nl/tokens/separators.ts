/**
 * Marks written between two conditions as the comma that joins them: "DAR<30% / ROA>5%", "ROE>15% | PER<10",
 * "P/E<10 · ROE>15". A slash stays a ratio's slash (P/E, P/B, EV/EBITDA), a "per" ("Rp 100/lembar", "10% / year")
 * and a pair of numbers ("2023/2024"): it separates only after a number's end (a digit, a percent sign, a scale or
 * an "x") and before a word that is no "per" word, spaced on both sides or followed by a comparison. A doubled bar
 * ("||") is a programmer's "or" and is left alone, to be refused rather than read as "and".
 */
const PER_WORD = String.raw`(?:share|shares|sh|lembar|lbr|saham|year|yr|years|tahun|thn|annum|month|bulan|bln|quarter|kuartal|q|day|hari|unit|piece|pc|lot)\b`
/** A number's end: its last digit, a percent sign, or a scale or "x" glued or spaced after it ("1,5T", "2 bn"). */
const AFTER_NUMBER = String.raw`(?<=[\d%]|\d\s?(?:x|t|tn|b|bn|m|mn|k|rb|jt|ribu|juta|miliar|triliun|million|billion|trillion|pct|percent|persen|cent))`
const SPACED_SLASH = new RegExp(String.raw`${AFTER_NUMBER}\s+\/\s+(?=\p{L})(?!${PER_WORD})`, 'giu')
const GLUED_SLASH = new RegExp(
  String.raw`${AFTER_NUMBER}\/(?=\p{L}[\p{L}\d/]*\s*(?:[<>=≤≥]|\b(?:above|below|over|under|di atas|di bawah)\b))(?!${PER_WORD})`,
  'giu',
)
const BAR = /(?<!\|)\s*\|\s*(?!\|)/gu
const DOT = /\s*[·•∙]\s*/gu

export function separatorsAsCommas(text: string): string {
  return text.replace(SPACED_SLASH, ', ').replace(GLUED_SLASH, ', ').replace(BAR, ', ').replace(DOT, ', ')
}
