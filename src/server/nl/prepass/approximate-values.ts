import { refuse } from '../refusal/not-translatable'

/**
 * An approximate value ("ROE ~15%", "P/E ≈ 10", "yield ± 5%", "market cap approx. Rp 2T", "ca. 500 employees"):
 * no condition holds "about" a number, and reading the mark as nothing would turn "about 15%" into a bound the
 * asker did not set. Refused, saying how to write it. A tilde between two numbers ("10~20") is refused the same
 * way: some write it for a range, some for "about".
 */
const APPROXIMATE = new RegExp(
  String.raw`(?:~|≈|±|\+\/-|(?<![\p{L}\d])(?:approx\.?|approximately|circa|ca\.|c\.))\s*(?:rp\.?|idr|s\$|sgd|us\$|\$)?\s*\d[\d.,]*(?:\s*(?:%|x|[\p{L}]{1,8}))?`,
  'iu',
)

export function refuseApproximateValues(question: string): string {
  const match = APPROXIMATE.exec(question)
  if (match === null) return question
  return refuse(
    `Could not read '${match[0].trim()}' as a condition: an approximate value is no bound, give one or a range, e.g. 'P/E between 8 and 12'.`,
  )
}
