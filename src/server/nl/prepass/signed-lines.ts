/**
 * "net profit was negative in 2020 and 2021 but positive in 2025": the second sign is said of the same line, left
 * unsaid. The line is written again before it ("… but net profit positive in 2025"), so each year set keeps its own
 * condition. Only when a year follows the second sign: "but positive ROE" names its own line, and "… and positive"
 * with no year of its own would contradict the first.
 */
const LINE = String.raw`(net profit|net income|net earnings|profit|earnings|revenue|sales|laba bersih|laba|pendapatan|penjualan)`
const SIGN = String.raw`(?:negative|positive|negatif|positif)`
const SECOND_SIGN_ALONE = new RegExp(
  String.raw`\b${LINE}\b([^,;]*?\b${SIGN}\b[^,;]*?)\s+(but|and|yet|tapi|tetapi|namun|dan)\s+(?:(?:was|were|is|are)\s+)?(${SIGN})(?=\s+(?:in\s+|pada\s+|di\s+|tahun\s+)?(?:19|20)\d{2}\b)`,
  'iu',
)

export function repeatSignedLine(question: string): string {
  return question.replace(
    SECOND_SIGN_ALONE,
    (_whole, line: string, first: string, join: string, sign: string) => `${line}${first} ${join} ${line} ${sign}`,
  )
}
