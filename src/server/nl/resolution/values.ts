import type { FieldUnit } from '../../../shared/catalogue'
import { amountValue } from '../tokens/amounts'
import type { Amount } from '../tokens/amounts'
import { refuse } from '../refusal/not-translatable'

/** What a number is compared with: a field's unit, or `growth`, a change read as a percentage. */
export type ValueUnit = FieldUnit | 'growth'

/** A number ready for the `where` text, and how the message shows it. */
export interface Value {
  readonly value: number
  readonly display: string
}

const KINDS: Partial<Record<ValueUnit, string>> = {
  percent: 'a percentage',
  growth: 'a percentage',
  ratio: 'a multiple',
  IDR: 'an amount of money',
  SGD: 'an amount of money',
  count: 'a count',
  score: 'a score',
  rank: 'a rank',
}

/**
 * Reads an amount the way the compared field holds it: percentages as fractions (`5%` → 0.05), money in the
 * market's currency, multiples as they are. A bare number against a percentage reads as a percentage when it is
 * 1 or more in size ("ROE above 15" → 0.15; 0.15 stays 0.15), and `onNote` is told. An amount of the wrong kind
 * ("P/E below 5%", "revenue above 15x") is refused rather than guessed.
 */
export function convert(amount: Amount, unit: ValueUnit, what: string, onNote: (note: string) => void): Value {
  const misfit = () =>
    refuse(`${capitalise(what)} is ${KINDS[unit] ?? 'a number'}, so '${amount.raw}' does not fit it.`)
  switch (unit) {
    case 'percent':
    case 'growth': {
      if (amount.currency !== null || amount.power !== 0 || amount.unit === 'times') misfit()
      if (amount.unit === 'percent') return percent(amountValue(amount, -2))
      const bare = amountValue(amount)
      if (Math.abs(bare) < 1) return percent(bare)
      onNote(`'${amount.raw}' read as ${amount.raw}%`)
      return percent(amountValue(amount, -2))
    }
    case 'ratio':
      if (amount.currency !== null || amount.unit === 'percent') misfit()
      return plain(amountValue(amount))
    case 'IDR':
    case 'SGD': {
      if (amount.unit !== null) misfit()
      const value = amountValue(amount)
      return { value, display: `${unit} ${money(value)}` }
    }
    case 'count':
    case 'score':
    case 'rank':
      if (amount.currency !== null || amount.unit !== null) misfit()
      return plain(amountValue(amount))
    case 'date':
    case 'text':
      return misfit()
  }
}

/** `IDR 10 trillion`, `SGD 1.5 billion`, `IDR 5,000`. */
function money(value: number): string {
  for (const [scale, word] of [
    [1e12, 'trillion'],
    [1e9, 'billion'],
    [1e6, 'million'],
  ] as const) {
    if (Math.abs(value) >= scale) return `${formatNumber(value / scale)} ${word}`
  }
  return formatNumber(value)
}

function percent(value: number): Value {
  return { value, display: `${formatNumber(value * 100)}%` }
}

function plain(value: number): Value {
  return { value, display: formatNumber(value) }
}

/** Twelve significant digits hide binary noise (0.07 * 100); thousands are grouped with commas. */
export function formatNumber(value: number): string {
  const [whole = '', fraction] = String(Number(value.toPrecision(12))).split('.')
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  return fraction === undefined ? grouped : `${grouped}.${fraction}`
}

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}
