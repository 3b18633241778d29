import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { screenerPath } from '../../../shared/api/screener'
import { renderApp } from '../../../test/render-app'
import { textsByRole } from '../../../test/texts'

afterEach(() => {
  vi.restoreAllMocks()
})

const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name })
const field = (name: string) => screen.getByRole<HTMLInputElement>('combobox', { name })
/** by label: a text input offering suggestions is a combobox, a plain one a textbox */
const input = (name: string) => screen.getByLabelText<HTMLInputElement>(name)
const select = (name: string) => screen.getByRole<HTMLSelectElement>('combobox', { name })
const shownOption = (element: HTMLSelectElement) => element.selectedOptions[0]?.textContent
const whereText = () => screen.getByLabelText<HTMLTextAreaElement>('Filter (where)')

/** The app at a URL, once the lazily loaded screener shows its filter panel. */
async function openScreener(url: string) {
  const app = renderApp(url)
  expect(await screen.findByRole('region', { name: 'Filter' })).toBeVisible()
  return app
}

/** The symbols the service answers for a filter with the page's default order and page size. */
async function apiSymbols(where: string): Promise<string[]> {
  const query = new URLSearchParams({ where, order_by: '-market_cap', limit: '50' })
  const response = await fetch(`/api${screenerPath('idx')}?${query.toString()}`)
  const body = (await response.json()) as { results: { symbol: string }[] }
  return body.results.map((row) => row.symbol)
}

/** The symbols in the results table, first column, in order. */
function tableSymbols(): string[] {
  const table = screen.getByRole('table', { name: 'Screener results' })
  return textsByRole(table, 'link')
}

describe('filter builder', () => {
  it('builds a two-condition filter with keyboard and mouse and applies its canonical text', async () => {
    const app = await openScreener('/screener')
    expect(button('Builder').getAttribute('aria-pressed')).toBe('true')
    expect(screen.getByText('No conditions: every company is listed.')).toBeVisible()

    // keyboard: the new row's field has focus; typing filters the fields, Enter takes the first match
    await app.user.click(button('Add condition'))
    expect(document.activeElement).toBe(field('Field of condition 1'))
    await app.user.keyboard('sub-sector')
    const list = screen.getByRole('listbox', { name: 'Field of condition 1' })
    expect(within(list).getAllByRole('option')[0]?.textContent).toContain('Sub-sector')
    await app.user.keyboard('{Enter}')
    expect(field('Field of condition 1').value).toBe('Sub-sector')
    expect(shownOption(select('Operator of condition 1'))).toBe('equals')
    await app.user.type(input('Value of condition 1'), 'Banks')

    // mouse: open the list, pick from it, choose the operator
    await app.user.click(button('Add condition'))
    await app.user.type(field('Field of condition 2'), 'price to trailing')
    await app.user.click(screen.getByRole('option', { name: /^P\/E \(TTM\)/ }))
    await app.user.selectOptions(select('Operator of condition 2'), 'is less than')
    await app.user.type(input('Value of condition 2'), '15')
    expect(screen.getByText('= 15×')).toBeVisible()

    expect(app.location()).toBe('/screener')
    await app.user.click(button('Apply filter'))
    const where = "sub_sector = 'Banks' and pe_ttm < 15"
    expect(app.searchParams().get('where')).toBe(where)
    expect(app.router.state.historyAction).toBe('PUSH')

    const expected = await apiSymbols(where)
    expect(expected.length).toBeGreaterThan(0)
    await waitFor(() => {
      expect(tableSymbols()).toEqual(expected)
    })
    // the panel opens again on the applied filter, in the builder
    expect(field('Field of condition 2').value).toBe('P/E (TTM)')
  })

  it('shows a filter from the URL in the builder, groups and sort keys included', async () => {
    const where = "sub_sector = 'Banks' and (roe_ttm > 0.15 or revenue[2024] > revenue[2023] * 1.2)"
    await openScreener(`/screener?where=${encodeURIComponent(where)}&order_by=-revenue[2024]`)

    expect(field('Field of condition 1').value).toBe('Sub-sector')
    expect(input('Value of condition 1').value).toBe('Banks')
    const group = screen.getByRole('group', { name: 'Group 1' })
    expect(shownOption(within(group).getByRole('combobox', { name: 'Combine the conditions of group 1' }))).toBe(
      'Any of',
    )
    expect(field('Field of condition 2').value).toBe('ROE (TTM)')
    // percent fields are edited in percent, and the decimal the filter holds is shown
    expect(input('Value of condition 2').value).toBe('15')
    expect(screen.getByText('= 15 % (0.15)')).toBeVisible()
    expect(select('Year of condition 3').value).toBe('2024')
    expect(shownOption(select('Compare condition 3 with'))).toBe('an expression')
    expect(input('Expression of condition 3').value).toBe('revenue[2023] * 1.2')

    const sortBy = screen.getByRole('group', { name: 'Sort by' })
    expect(within(sortBy).getByRole<HTMLInputElement>('combobox', { name: 'Field of sort key 1' }).value).toBe(
      'Revenue',
    )
    expect(select('Year of sort key 1').value).toBe('2024')
    expect(shownOption(select('Direction of sort key 1'))).toBe('Descending')
  })

  it('opens a filter the builder cannot show as text, and says why', async () => {
    const where = 'not (pe_ttm < 5 or pb_mrq < 1)'
    const app = await openScreener(`/screener?where=${encodeURIComponent(where)}`)
    const note = "This filter is edited as text: the builder cannot show 'not' in front of a group."

    expect(button('Text').getAttribute('aria-pressed')).toBe('true')
    const panel = screen.getByRole('region', { name: 'Filter' })
    expect(within(panel).getByRole('status').textContent).toBe(note)
    expect(whereText().value).toBe(where)

    // asking for the builder keeps the text, and the reason
    await app.user.click(button('Builder'))
    expect(button('Text').getAttribute('aria-pressed')).toBe('true')
    expect(whereText().value).toBe(where)
    expect(screen.getByText(note)).toBeVisible()
  })

  it('keeps the filter when switching modes, edits not yet applied included', async () => {
    const app = await openScreener(`/screener?where=${encodeURIComponent("sector in ['Energy', 'Financials']")}`)
    const chips = screen.getByRole('list', { name: 'Values of condition 1' })
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((chip) => chip.firstChild?.textContent),
    ).toEqual(['Energy', 'Financials'])

    await app.user.click(button('Remove Financials from condition 1'))
    await app.user.click(button('Add condition'))
    await app.user.type(field('Field of condition 2'), 'market cap{Enter}')
    await app.user.selectOptions(select('Operator of condition 2'), 'is at least')
    await app.user.type(input('Value of condition 2'), '10T')
    expect(screen.getByText('= Rp 10 trillion')).toBeVisible()

    await app.user.click(button('Text'))
    expect(whereText().value).toBe("sector in ['Energy'] and market_cap >= 10000000000000")
    expect(screen.getByLabelText<HTMLInputElement>('Order by').value).toBe('-market_cap')
    expect(app.searchParams().get('where')).toBe("sector in ['Energy', 'Financials']")

    // typed, not applied, then back to the builder: nothing is lost
    await app.user.type(whereText(), ' and dividend_ttm is not null')
    await app.user.click(button('Builder'))
    expect(field('Field of condition 3').value).toBe('Dividend per share (TTM)')
    expect(shownOption(select('Operator of condition 3'))).toBe('is present')

    await app.user.click(button('Apply filter'))
    expect(app.searchParams().get('where')).toBe(
      "sector in ['Energy'] and market_cap >= 10000000000000 and dividend_ttm is not null",
    )
  })

  it('edits the sort order, fields and expressions, into the URL', async () => {
    const app = await openScreener('/screener')
    expect(field('Field of sort key 1').value).toBe('Market cap')

    await app.user.selectOptions(select('Direction of sort key 1'), 'Ascending')
    await app.user.click(button('Add sort key'))
    await app.user.selectOptions(select('Kind of sort key 2'), 'Expression')
    // user-event reads `[[` as a typed '['
    await app.user.type(input('Expression of sort key 2'), 'revenue[[2024] / revenue[[2023')
    expect(
      screen.getByText("Expected a year or a quarter inside '[...]', e.g. revenue[2024] or revenue_q[Q1-2024]."),
    ).toBeVisible()
    expect(button('Apply filter').disabled).toBe(true)
    await app.user.type(input('Expression of sort key 2'), ']')
    await app.user.selectOptions(select('Direction of sort key 2'), 'Descending')

    await app.user.click(button('Apply filter'))
    expect(app.searchParams().get('order_by')).toBe('market_cap, -(revenue[2024] / revenue[2023])')
    expect(app.searchParams().get('where')).toBeNull()
  })

  it('keeps Apply disabled while a row is incomplete, and says which', async () => {
    const app = await openScreener('/screener?where=pe_ttm+%3C+15')
    await app.user.click(button('Add condition'))
    expect(button('Apply filter').disabled).toBe(true)
    const why = screen.getByRole('list', { name: 'Why the filter cannot be applied yet' })
    expect(within(why).getByRole('listitem').textContent).toBe('Condition 2: choose a field.')
    expect(button('Apply filter').getAttribute('aria-describedby')).toBe(why.id)

    // an incomplete draft cannot be shown as text either, and the panel says so rather than dropping the row
    await app.user.click(button('Text'))
    expect(screen.getByRole('alert').textContent).toBe('Complete or remove the rows listed below to switch to text.')
    expect(button('Builder').getAttribute('aria-pressed')).toBe('true')

    await app.user.type(field('Field of condition 2'), 'dividend yield (ttm){Enter}')
    await app.user.type(input('Value of condition 2'), 'lots')
    expect(screen.getByText('Not a number')).toBeVisible()
    expect(within(why).getByRole('listitem').textContent).toBe('Condition 2: enter a number.')

    await app.user.clear(input('Value of condition 2'))
    await app.user.type(input('Value of condition 2'), '5%')
    expect(button('Apply filter').disabled).toBe(false)
    await app.user.click(button('Apply filter'))
    expect(app.searchParams().get('where')).toBe('pe_ttm < 15 and yield_ttm = 0.05')
  })

  it('shows the service’s refusal of the committed filter as an alert', async () => {
    const refusal = { error: 'INVALID_WHERE_CLAUSE', message: 'This field is not available.', parameter: 'where' }
    const realFetch = globalThis.fetch
    vi.spyOn(globalThis, 'fetch').mockImplementation((request, init) => {
      const url = request instanceof Request ? request.url : request.toString()
      return url.includes('where=')
        ? Promise.resolve(Response.json(refusal, { status: 400 }))
        : realFetch(request, init)
    })
    await openScreener('/screener?where=pe_ttm+%3C+15')
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toBe('The service refused the applied filter: This field is not available.')
  })
})
