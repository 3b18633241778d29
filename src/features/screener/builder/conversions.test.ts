import { i18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import { idxCatalogue } from '../../../shared/catalogue'
import { parseWhere } from '../../../shared/where'
import { all, expr, f, group, list, none, num, other, row, text, withoutIds } from './testing/draft-arbitraries'
import { fromAst } from './from-ast'
import { emptyCondition, emptyGroup } from './model'
import type { ConditionDraft, GroupDraft, OrderKeyDraft } from './model'
import { draftFromText, printDraft, textFromDraft } from './text'
import type { FilterText } from './text'
import { toAst } from './to-ast'
import type { Converted } from './to-ast'
import type { FromAst } from './from-ast'
import { builderReasonText, draftProblemText } from './reason-text'
import type { ScreenerT } from '../text'
import { englishMessage } from '../../../shared/where/errors'

/** The English the screener shows, from the catalogue the tests load (the reasons themselves are data). */
const t: ScreenerT = (key, values) => i18n._(`screener.${key}`, values)
const shownReason = <T>(result: FromAst<T>) =>
  result.representable ? result : { representable: false, reason: builderReasonText(result.reason, t) }
const shownIssues = <T>(result: Converted<T>) =>
  result.ok
    ? result
    : { ok: false, issues: result.issues.map(({ id, problem }) => ({ id, message: draftProblemText(problem, t) })) }

const pe = f('pe_ttm')

/** Texts the builder shows, in canonical form, and the drafts it shows them as. */
const representable: readonly (readonly [string, GroupDraft])[] = [
  ['', all()],
  ["sub_sector = 'Banks' and pe_ttm < 15", all(row(f('sub_sector'), '=', text('Banks')), row(pe, '<', num(15)))],
  ['pe_ttm > -5', all(row(pe, '>', num(-5)))],
  ['pe_ttm <= forward_pe', all(row(pe, '<=', other(f('forward_pe'))))],
  ['revenue[2024] > revenue[2023] * 1.2', all(row(f('revenue', 2024), '>', expr('revenue[2023] * 1.2')))],
  ['pe_ttm < -pb_mrq', all(row(pe, '<', expr('-pb_mrq')))],
  ["sector in ['Energy', 'Financials']", all(row(f('sector'), 'in', list('Energy', 'Financials')))],
  ['market_cap in [1, -2.5]', all(row(f('market_cap'), 'in', list(1, -2.5)))],
  ["indices not in ['LQ45']", all(row(f('indices'), 'not in', list('LQ45')))],
  ["company_name like '%Bank%'", all(row(f('company_name'), 'like', text('%Bank%')))],
  ["company_name not like 'PT%'", all(row(f('company_name'), 'not like', text('PT%')))],
  ["tags = '52-w-high'", all(row(f('tags'), '=', text('52-w-high')))],
  ["listing_date >= '2020-01-31'", all(row(f('listing_date'), '>=', text('2020-01-31')))],
  ['dividend_ttm is null', all(row(f('dividend_ttm'), 'is null', none))],
  ['yield_ttm is not null', all(row(f('yield_ttm'), 'is not null', none))],
  [
    'market_cap > 1000000000000 or (pe_ttm < 10 and roe_ttm > 0.15)',
    group('or', row(f('market_cap'), '>', num(1e12)), all(row(pe, '<', num(10)), row(f('roe_ttm'), '>', num(0.15)))),
  ],
  [
    'pe_ttm < 10 and (pb_mrq < 1 or (roe_ttm > 0.1 and roa_ttm > 0.05))',
    all(
      row(pe, '<', num(10)),
      group(
        'or',
        row(f('pb_mrq'), '<', num(1)),
        all(row(f('roe_ttm'), '>', num(0.1)), row(f('roa_ttm'), '>', num(0.05))),
      ),
    ),
  ],
]

const draftOf = (where: string, orderBy = '-market_cap') => {
  const converted = draftFromText({ where, orderBy }, idxCatalogue)
  if (!converted.representable) throw new Error(`${where}: ${JSON.stringify(converted.reason)}`)
  return converted.draft
}

describe('texts the builder shows', () => {
  it.each(representable)('%j becomes its draft and prints back the same', (where, expected) => {
    const draft = draftOf(where)
    expect(withoutIds(draft.where)).toEqual(withoutIds(expected))
    expect(textFromDraft(draft, idxCatalogue)).toEqual({ ok: true, value: { where, orderBy: '-market_cap' } })
  })

  it('shows any valid order_by: fields by name, anything else as an expression', () => {
    const orderBy = 'symbol, -revenue[2024], -(revenue[2024] / revenue[2023])'
    const draft = draftOf('', orderBy)
    const key = (target: OrderKeyDraft['target'], descending: boolean) => ({ target, descending })
    expect(withoutIds(draft.orderBy)).toEqual([
      key({ kind: 'field', field: f('symbol') }, false),
      key({ kind: 'field', field: f('revenue', 2024) }, true),
      key({ kind: 'expression', text: 'revenue[2024] / revenue[2023]' }, true),
    ])
    expect(textFromDraft(draft, idxCatalogue)).toEqual({ ok: true, value: { where: '', orderBy } })
  })
})

/** Most texts are a filter alone, with no sort order. */
const whereOnly = (where: string): FilterText => ({ where, orderBy: '' })

/** Every reason the builder gives for keeping a filter as text; each completes "the builder cannot show …". */
const unrepresentable: readonly (readonly [FilterText, string])[] = [
  [
    whereOnly('pe_ttm < 1 and (pb_mrq < 1 or (roe_ttm > 0 and (roa_ttm > 0 or der_mrq < 1)))'),
    'groups nested more than 2 levels deep',
  ],
  [whereOnly('not (pe_ttm < 5 or pb_mrq < 1)'), "'not' in front of a group"],
  [whereOnly('not pe_ttm < 5'), "'not' in front of 'pe_ttm < 5'"],
  [whereOnly("not sector not in ['Energy']"), "'not' in front of 'sector not in ['Energy']'"],
  [whereOnly('pe_ttm * 2 < 10'), "arithmetic on the left of 'pe_ttm * 2 < 10'"],
  [whereOnly('-pe_ttm not in [1]'), "arithmetic on the left of '-pe_ttm not in [1]'"],
  [whereOnly('5 < pe_ttm'), "'5 < pe_ttm', which has a value on the left; the builder puts the field first"],
  [whereOnly("sector = ''"), "the empty text '' in 'sector = '''"],
  [whereOnly("company_name not like ''"), "the empty text '' in 'company_name not like '''"],
  [whereOnly("tags in ['a', '']"), "the empty text '' in 'tags in ['a', '']'"],
  [whereOnly('pe_ttm <'), "a filter with an error. Expected a value after '<', found end of input."],
  [
    whereOnly('foo > 1'),
    "a filter with an error. Invalid field name 'foo'. Yearly fields use bracket notation: field[year].",
  ],
  [{ where: '', orderBy: '-tags' }, "a sort order with an error. Cannot order by list field 'tags'."],
]

describe('texts the builder cannot show', () => {
  it.each(unrepresentable)('%j stays text: %s', (filter, reason) => {
    expect(shownReason(draftFromText(filter, idxCatalogue))).toEqual({ representable: false, reason })
  })

  it('refuses a comparison of two values, which only an unanalysed tree can hold', () => {
    const parsed = parseWhere('1 = 1')
    if (!parsed.ok) throw new Error(englishMessage(parsed.error))
    expect(shownReason(fromAst(parsed.value))).toEqual({
      representable: false,
      reason: "'1 = 1', which compares two values",
    })
  })
})

describe('drafts that are not finished', () => {
  const incomplete: readonly (readonly [ConditionDraft, string])[] = [
    [row(null, '=', text('x')), 'choose a field.'],
    [row(pe, '<', num(null)), 'enter a number.'],
    [row(f('sector'), '=', text('')), 'enter a value.'],
    [row(f('sector'), 'like', text('')), 'enter a pattern.'],
    [row(f('sector'), 'in', list()), 'add at least one value.'],
    [row(pe, '<', other(null)), 'choose the field to compare with.'],
    [row(pe, '<', expr(' ')), 'enter an expression.'],
    [
      row(pe, '<', expr('revenue[2024] *')),
      "the expression is not valid. Expected a value after '*', found end of input.",
    ],
    [row(pe, '<', expr('1 or pb_mrq > 2')), 'the expression is not valid. Expected a value, found a condition.'],
  ]

  it.each(incomplete)('reports condition 2 of %j: %s', (draft, message) => {
    const complete = row(pe, '<', num(15))
    expect(shownIssues(toAst(all(complete, { ...draft, id: 'second' })))).toEqual({
      ok: false,
      issues: [{ id: 'second', message: `Condition 2: ${message}` }],
    })
  })

  it('reports every incomplete row, an empty group and a sort key, in reading order', () => {
    const blank = emptyCondition()
    const empty = emptyGroup('or')
    const key: OrderKeyDraft = { id: 'k', target: { kind: 'field', field: null }, descending: false }
    const result = textFromDraft({ where: all(row(pe, '<', num(1)), blank, empty), orderBy: [key] }, idxCatalogue)
    expect(shownIssues(result)).toEqual({
      ok: false,
      issues: [
        { id: blank.id, message: 'Condition 2: choose a field.' },
        { id: empty.id, message: 'Group 1 is empty: add a condition or remove it.' },
        { id: 'k', message: 'Sort key 1: choose a field.' },
      ],
    })
  })

  it('asks for a sort key, as the page needs one', () => {
    expect(shownIssues(textFromDraft({ where: all(), orderBy: [] }, idxCatalogue))).toEqual({
      ok: false,
      issues: [{ id: 'order-by', message: 'Sort by: add a sort key.' }],
    })
  })

  it('checks a complete draft against the catalogue, as the service will', () => {
    const key: OrderKeyDraft = { id: 'k', target: { kind: 'field', field: f('symbol') }, descending: false }
    const draft = { where: all(row(pe, '<', expr('revnue[2024] * 2'))), orderBy: [key] }
    expect(shownIssues(textFromDraft(draft, idxCatalogue))).toEqual({
      ok: false,
      issues: [{ id: 'g', message: "Invalid field name 'revnue'. Did you mean 'revenue[2024]'?" }],
    })
  })
})

describe('normal form', () => {
  it('flattens a group into a parent of the same junction and reduces a group of one to its item', () => {
    const a = row(pe, '<', num(1))
    const b = row(f('pb_mrq'), '<', num(1))
    const c = row(f('roe_ttm'), '>', num(0))
    expect(printDraft({ where: all(a, all(b, c), group('or', c)), orderBy: [] })).toEqual({
      ok: true,
      value: { where: 'pe_ttm < 1 and pb_mrq < 1 and roe_ttm > 0 and roe_ttm > 0', orderBy: '' },
    })
  })
})
