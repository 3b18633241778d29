import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderApp } from '../../../test/render-app'
import { textsByRole } from '../../../test/texts'

const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name })
const field = (name: string) => screen.getByRole<HTMLInputElement>('combobox', { name })
const select = (name: string) => screen.getByRole<HTMLSelectElement>('combobox', { name })
/** by label: a text input offering suggestions is a combobox, a plain one a textbox */
const input = (name: string) => screen.getByLabelText<HTMLInputElement>(name)
const shownOption = (element: HTMLSelectElement) => element.selectedOptions[0]?.textContent

async function openScreener(url: string) {
  const app = renderApp(url)
  expect(await screen.findByRole('region', { name: 'Filter' })).toBeVisible()
  return app
}

/** Adds condition `n`: its field chosen by typing its label, then its operator. */
async function addCondition(app: ReturnType<typeof renderApp>, n: number, label: string, operator: string) {
  await app.user.click(button('Add condition'))
  await app.user.keyboard(`${label}{Enter}`)
  await app.user.selectOptions(select(`Operator of condition ${String(n)}`), operator)
}

describe('filter builder controls', () => {
  it('nests a group joined the other way, and removes it again', async () => {
    const app = await openScreener('/screener?where=pe_ttm+%3C+15')
    await app.user.click(button('Add group'))
    const group = screen.getByRole('group', { name: 'Group 1' })
    expect(shownOption(select('Combine the conditions of group 1'))).toBe('Any of')
    await app.user.keyboard('price to book{Enter}')
    await app.user.selectOptions(select('Operator of condition 2'), 'is less than')
    await app.user.type(input('Value of condition 2'), '1')

    await app.user.click(within(group).getByRole('button', { name: 'Add condition to group 1' }))
    await app.user.keyboard('ROE (TTM){Enter}')
    await app.user.selectOptions(select('Operator of condition 3'), 'is greater than')
    await app.user.type(input('Value of condition 3'), '20')
    expect(screen.getByText('= 20 % (0.2)')).toBeVisible()

    // one level further is allowed, and no more
    await app.user.click(button('Add group to group 1'))
    expect(screen.getByRole('group', { name: 'Group 2' })).toBeVisible()
    expect(screen.queryByRole('button', { name: 'Add group to group 2' })).toBeNull()
    await app.user.click(button('Remove group 2'))
    // focus stays in the group the row was removed from
    expect(document.activeElement).toBe(button('Add condition to group 1'))

    await app.user.click(button('Apply filter'))
    expect(app.searchParams().get('where')).toBe('pe_ttm < 15 and (pb_mrq < 1 or roe_ttm > 0.2)')

    await app.user.click(button('Remove group 1'))
    await app.user.click(button('Apply filter'))
    expect(app.searchParams().get('where')).toBe('pe_ttm < 15')
  })

  it('searches fields by label, name and description, and is driven by the keyboard', async () => {
    const app = await openScreener('/screener?where=pe_ttm+%3C+15')
    const picker = field('Field of condition 1')
    await app.user.click(picker)
    expect(picker.getAttribute('aria-expanded')).toBe('true')
    const list = screen.getByRole('listbox', { name: 'Field of condition 1' })
    // the whole catalogue, grouped
    expect(within(list).getByRole('group', { name: 'Valuation' })).toBeVisible()

    await app.user.clear(picker)
    await app.user.keyboard('paid past twelve')
    const [first] = within(list).getAllByRole('option')
    expect(first?.textContent).toBe(
      'Dividend per share (TTM) (IDR)dividend_ttmDividends per share paid in the past twelve months.',
    )
    expect(picker.getAttribute('aria-activedescendant')).toBe(first?.id)

    await app.user.clear(picker)
    await app.user.keyboard('revenue')
    const options = within(list).getAllByRole('option')
    await app.user.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}')
    expect(picker.getAttribute('aria-activedescendant')).toBe(options[1]?.id)
    expect(options[1]?.getAttribute('aria-selected')).toBe('true')

    // Escape closes and puts the chosen field back
    await app.user.keyboard('{Escape}')
    expect(picker.getAttribute('aria-expanded')).toBe('false')
    expect(picker.value).toBe('P/E (TTM)')

    // a yearly field comes with the latest complete year, any year of the data on offer
    await app.user.clear(picker)
    await app.user.keyboard('total revenue of the year{Enter}')
    expect(picker.value).toBe('Revenue')
    const year = select('Year of condition 1')
    expect(year.value).toBe('2025')
    expect(textsByRole(year, 'option')).toEqual(['2025', '2024', '2023', '2022', '2021', '2020', '2019', '2018'])
    await app.user.selectOptions(year, '2023')
    // the value typed for P/E is kept, now read as money
    expect(input('Value of condition 1').value).toBe('15')
    await app.user.click(button('Apply filter'))
    expect(app.searchParams().get('where')).toBe('revenue[2023] < 15')
  })

  it('compares a field with another field, and suggests classification names', async () => {
    const app = await openScreener('/screener')
    await addCondition(app, 1, 'P/E (TTM)', 'is less than')
    await app.user.selectOptions(select('Compare condition 1 with'), 'another field')
    // only fields of the same type are offered
    await app.user.type(field('Other field of condition 1'), 'forward')
    const others = screen.getByRole('listbox', { name: 'Other field of condition 1' })
    expect(
      within(others)
        .getAllByRole('option')
        .map((option) => option.querySelector('code')?.textContent),
    ).toEqual(['forward_pe'])
    await app.user.keyboard('{Enter}')

    await app.user.click(button('Add condition'))
    await app.user.keyboard('sub-industry{Enter}')
    const value = input('Value of condition 2')
    const suggestions = document.getElementById(value.getAttribute('list') ?? '')
    expect(suggestions?.querySelector('option[value="Coal Production"]')).not.toBeNull()
    await app.user.type(value, 'Coal Production')

    await app.user.click(button('Apply filter'))
    expect(app.searchParams().get('where')).toBe("pe_ttm < forward_pe and sub_industry = 'Coal Production'")
  })

  it('takes money in the market’s currency with a scale, and dates from a date input', async () => {
    const app = await openScreener('/screener?market=sgx')
    await addCondition(app, 1, 'market cap', 'is greater than')
    await app.user.type(input('Value of condition 1'), '1.5b')
    expect(screen.getByText('= S$ 1.5 billion')).toBeVisible()

    await addCondition(app, 2, '52-week high date', 'is on or after')
    const date = input('Value of condition 2')
    expect(date.type).toBe('date')
    await app.user.type(date, '2025-01-31')

    await app.user.click(button('Apply filter'))
    expect(app.searchParams().get('where')).toBe("market_cap > 1500000000 and 52_w_high_date >= '2025-01-31'")
  })
})
