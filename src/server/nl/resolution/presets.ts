import type { Condition } from '../../../shared/where'
import { arith, compare, field, inList, num } from './condition-trees'
import type { YearMention } from '../grammar/types'
import type { FieldContext } from './fields'
import type { PresetName } from '../recognition/types'
import type { Part } from './types'
import { formatNumber } from './values'
import { metricById } from '../vocabulary/metrics'

/** Who "the government" is among IDX shareholders: the state itself and the sovereign holding company. */
export const GOVERNMENT_HOLDERS = ['Negara Republik Indonesia', 'PT Danantara Asset Management'] as const

/**
 * Size bands by market cap, in each market's currency, as local investors draw them: on IDX small below
 * Rp 1 trillion and large from Rp 10 trillion; on SGX small below S$ 300 million and large from S$ 1 billion.
 */
const SIZE_BANDS = {
  idx: { mid: 1e12, large: 1e13, currency: 'IDR', midText: '1 trillion', largeText: '10 trillion' },
  sgx: { mid: 3e8, large: 1e9, currency: 'SGD', midText: '300 million', largeText: '1 billion' },
} as const

/** How close to a high or low counts as "near" it: within 5% of the price. */
const NEAR = 0.05

/**
 * A concept with a rule of its own, as conditions and the words that state the rule in the message. Every rule
 * is said, so a person can see what "small cap" or "low debt" was taken to mean and ask more precisely.
 */
export function resolvePreset(preset: PresetName, year: YearMention | null, context: FieldContext): Part {
  const bands = SIZE_BANDS[context.market]
  const cap = field('market_cap')
  const with_ = (conditions: Condition[], text: string): Part => ({ kind: 'with', conditions, text })
  switch (preset) {
    case 'smallCap':
      return with_(
        [compare(cap, '<', num(bands.mid))],
        `small caps (market cap below ${bands.currency} ${bands.midText})`,
      )
    case 'midCap':
      return with_(
        [compare(cap, '>=', num(bands.mid)), compare(cap, '<', num(bands.large))],
        `mid caps (market cap from ${bands.currency} ${bands.midText} to below ${bands.largeText})`,
      )
    case 'largeCap':
      return with_(
        [compare(cap, '>=', num(bands.large))],
        `large caps (market cap of ${bands.currency} ${bands.largeText} or more)`,
      )
    case 'lowDebt':
    case 'highDebt': {
      const ratio = context.field(metricById('debt_to_equity'), year)
      if (preset === 'highDebt') return with_([compare(ratio.ref, '>', num(2))], `high debt (${ratio.text} above 2)`)
      const conditions = [compare(ratio.ref, '>=', num(0)), compare(ratio.ref, '<', num(0.5))]
      return with_(conditions, `low debt (${ratio.text} from 0 to below 0.5)`)
    }
    case 'debtFree': {
      const debt = context.field(metricById('debt'), year)
      return with_([compare(debt.ref, '=', num(0))], `no debt (${debt.text} of 0)`)
    }
    case 'cashOverDebt': {
      const cash = context.field(metricById('cash'), year)
      const debt = context.field(metricById('debt'), year)
      return with_([compare(cash.ref, '>', debt.ref)], `more cash than debt (${cash.text} above ${debt.text})`)
    }
    case 'netCash': {
      const netDebt = context.field(metricById('net_debt'), year)
      return with_([compare(netDebt.ref, '<', num(0))], `net cash (${netDebt.text} below 0)`)
    }
    case 'highMargin':
    case 'thinMargin': {
      const margin = context.field(metricById('net_margin'), year)
      return preset === 'highMargin'
        ? with_([compare(margin.ref, '>', num(0.2))], `high margins (${margin.text} above 20%)`)
        : with_([compare(margin.ref, '<', num(0.05))], `thin margins (${margin.text} below 5%)`)
    }
    case 'undervalued': {
      const pb = context.field(metricById('pb'), year)
      const conditions = [compare(pb.ref, '>', num(0)), compare(pb.ref, '<', num(1))]
      return with_(conditions, `undervalued (${pb.text} below 1, positive values only: trading below book value)`)
    }
    case 'belowIntrinsicValue':
      // a price against an estimate of the same share's worth: both per share, in the market's currency
      return with_(
        [compare(field('last_close_price'), '<', field('intrinsic_value'))],
        'a last close below intrinsic value (the estimated intrinsic value per share)',
      )
    case 'aboveIntrinsicValue':
      return with_(
        [compare(field('last_close_price'), '>', field('intrinsic_value'))],
        'a last close above intrinsic value (the estimated intrinsic value per share)',
      )
    case 'near52wHigh':
      return near('52_w_high_price', 'above', '52-week high')
    case 'near52wLow':
      return near('52_w_low_price', 'below', '52-week low')
    case 'nearAllTimeHigh':
      return near('all_time_high_price', 'above', 'all-time high')
    case 'nearAllTimeLow':
      return near('all_time_low_price', 'below', 'all-time low')
    case 'stateOwned': {
      const holders = inList(field('major_shareholders_name'), GOVERNMENT_HOLDERS)
      const stake = compare(field('major_shareholders_share_percentage'), '>', num(0.5))
      return {
        kind: 'that',
        conditions: [holders, stake],
        text:
          'are state-owned (the government is a major shareholder and a shareholder holds more than 50%, each ' +
          'condition checked on its own shareholder)',
      }
    }
  }
}

/** Last close within 5% of a high (at least 95% of it) or of a low (at most 105% of it). */
function near(name: string, side: 'above' | 'below', what: string): Part {
  const factor = side === 'above' ? 1 - NEAR : 1 + NEAR
  const condition = compare(
    field('last_close_price'),
    side === 'above' ? '>=' : '<=',
    arith(num(factor), '*', field(name)),
  )
  return {
    kind: 'with',
    conditions: [condition],
    text: `last close within ${formatNumber(NEAR * 100)}% of the ${what}`,
  }
}
